-- Learners review video courses as readers review ebooks
-- (docs/product.md#one-review-per-reader-per-book): everyone reads a course's
-- reviews; a signed-in learner writes one review per course, under the name
-- of their account, and edits or deletes only their own.
--
-- A table of its own beside public."Reviews", for the reason course_orders and
-- course_favorites are (20261128000300_video_courses.sql): "Reviews".product_id
-- is NOT NULL and a foreign key to the ebooks, and the documented calls rely on
-- it. This one has every rule "Reviews" has today, through the same functions:
-- - the text is not blank and at most 2,000 characters (23514);
-- - one review per learner per course: a second is refused (23505, 409);
-- - the author card comes from the author's account (fill_review_user_info,
--   20260101000700_privacy.sql: a name and a picture, never an email);
-- - an edit changes the text only, keeps the review's id, creation time and
--   place in the list, and is marked (edited_at, stamp_review_edit);
-- - ids and creation times are the server's (an id is refused, 428C9; a
--   creation time too, 42501: no documented call sends one here).

create table public.course_reviews (
  id bigint generated always as identity primary key,
  course_id bigint not null references public."Videos" ("ID") on delete cascade,
  content text not null check (btrim(content) <> '' and char_length(content) <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- {uid, email, full_name, avatar_url}: always written by the trigger below from the author's account.
  user_info jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  -- When the author last changed the text; null for a review never edited.
  edited_at timestamptz,
  -- One review per learner per course; it also serves a learner's reviews (user_id first).
  constraint course_reviews_one_per_learner_and_course unique (user_id, course_id)
);
-- A course's reviews, newest first (the keyset its pages follow).
create index course_reviews_course_created_idx on public.course_reviews (course_id, created_at desc);

create trigger course_reviews_fill_user_info
  before insert or update on public.course_reviews
  for each row execute function public.fill_review_user_info();

-- Only a change of the text is an edit: rebuilding the author card is not.
create trigger course_reviews_stamp_edit
  before update on public.course_reviews
  for each row when (old.content is distinct from new.content)
  execute function public.stamp_review_edit();

alter table public.course_reviews enable row level security;

create policy "Course reviews are public" on public.course_reviews
  for select to anon, authenticated using (true);
create policy "Course reviews are written as yourself" on public.course_reviews
  for insert to authenticated with check (user_id = auth.uid());
create policy "Own course reviews can be edited" on public.course_reviews
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "Own course reviews can be deleted" on public.course_reviews
  for delete to authenticated using (user_id = auth.uid());

-- Row-level security decides which rows each role may write; these, which columns.
-- user_info is rebuilt by the trigger whatever is sent. An edit changes the text
-- only: the course and the author stay the review's.
revoke all on public.course_reviews from anon, authenticated;
grant select on public.course_reviews to anon, authenticated;
grant insert (course_id, content, user_id, user_info) on public.course_reviews to authenticated;
grant update (content, user_info) on public.course_reviews to authenticated;
grant delete on public.course_reviews to authenticated;
