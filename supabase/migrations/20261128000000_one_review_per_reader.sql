-- One review per reader per book, which its author can edit and delete. A
-- reader could post any number of reviews of one book, so one voice could fill
-- a book's reviews. The rule lives in the database, so every client, here and
-- on a hosted project, follows it: a second review of the same book is refused
-- with 23505 (PostgREST answers 409), and the reader edits the one they have.

-- A database may already hold several reviews by one reader of one book. The
-- newest of them is kept, as the reader's latest word on the book, and the
-- older ones are deleted (the id decides between two written in one instant).
delete from public."Reviews" older
using public."Reviews" newer
where newer.user_id = older.user_id
  and newer.product_id = older.product_id
  and (newer.created_at, newer.id) > (older.created_at, older.id);

alter table public."Reviews"
  add constraint "Reviews_one_per_reader_and_book" unique (user_id, product_id);
-- The new unique index starts with user_id, so it serves what this one served
-- (a reader's reviews, and removing them with the account).
drop index public."Reviews_user_id_idx";

-- An edit keeps the review's id and creation time, so the review keeps its
-- place in the list; without a mark, readers could not tell that the text they
-- read is not what was first posted, as review sites show. edited_at is when
-- the author last changed the text: null for a review never edited, and the
-- server's to set (the API roles cannot write it).
alter table public."Reviews" add column edited_at timestamptz;

create or replace function public.stamp_review_edit() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.edited_at := now();
  return new;
end
$$;
revoke all on function public.stamp_review_edit() from public, anon, authenticated;

-- Only a change of the text is an edit: rebuilding the author card is not.
create trigger "Reviews_stamp_edit"
  before update on public."Reviews"
  for each row when (old.content is distinct from new.content)
  execute function public.stamp_review_edit();

-- An edit changes the text only: the book and the author stay the review's.
revoke update (product_id, user_id) on public."Reviews" from anon, authenticated;
