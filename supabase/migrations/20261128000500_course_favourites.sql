-- A learner favourites a video course as a reader favourites an ebook
-- (docs/product.md#how-the-screens-behave): the heart on the course's card and page, and the
-- course in the Library's Videos tab.
--
-- A table of its own rather than a nullable course_id on public."Favorites",
-- for the reason course_orders is one (20261128000300_video_courses.sql):
-- "Favorites".product_id is NOT NULL, unique per user and a foreign key to the
-- ebooks, and the documented favourites calls and the app's typed reads rely on
-- that. This table mirrors it: the owner alone reads, adds and removes their
-- rows; ids and creation times are the server's, as they are for every table a
-- client writes (20261122000000_server_owned_rows.sql).

create table public.course_favorites (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  course_id bigint not null references public."Videos" ("ID") on delete cascade,
  created_at timestamptz not null default now(),
  -- One heart per learner per course; it also serves the learner's own list (user_id first).
  unique (user_id, course_id)
);
-- Removing a course from the catalogue removes its favourites without a scan.
create index course_favorites_course_id_idx on public.course_favorites (course_id);

alter table public.course_favorites enable row level security;

create policy "Own course favourites are readable" on public.course_favorites
  for select to authenticated using (user_id = auth.uid());
create policy "Course favourites are added as yourself" on public.course_favorites
  for insert to authenticated with check (user_id = auth.uid());
create policy "Own course favourites can be removed" on public.course_favorites
  for delete to authenticated using (user_id = auth.uid());

-- A favourite is added or removed, never changed; a visitor has none. Only the
-- columns a client has a say in may be sent: an id is refused (428C9), a
-- creation time too (42501).
revoke all on public.course_favorites from anon, authenticated;
grant select, delete on public.course_favorites to authenticated;
grant insert (user_id, course_id) on public.course_favorites to authenticated;
