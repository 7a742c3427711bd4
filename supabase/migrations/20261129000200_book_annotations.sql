-- Highlights, notes and bookmarks that follow the reader
-- (docs/product.md#the-reader-is-a-study-tool): one row per highlight or
-- bookmark, only its owner reads it, and it is written only through
-- save_book_annotation(), as reading positions are written through
-- save_reading_position() (20261122000200_reading_progress.sql):
-- - the id is the client's (a uuid), so a highlight made offline has its id
--   before the server sees it, and a save sent twice is the same row;
-- - updated_at is the time of the reader's last change by the client's clock,
--   clamped to the server's now(): a clock running ahead would otherwise win
--   against every honest edit that follows it;
-- - the newer change wins; an older copy that arrives late (an offline device)
--   changes nothing;
-- - a deletion is a change like any other, kept as a tombstone (deleted_at),
--   never a removed row: a removed row could be brought back by an older copy
--   that arrives later. Clients therefore have no delete right.
-- The constraints' names are their rules, so a refused value says what is
-- allowed (23514).

create table public.book_annotations (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  product_id bigint not null references public."MentoriaDatabase" ("ID") on delete cascade,
  kind text not null constraint "kind must be highlight or bookmark" check (kind in ('highlight', 'bookmark')),
  page integer not null constraint "page must be at least 1" check (page >= 1),
  -- A highlight's range in the page's text (src/features/reader/pageText.ts): [start_offset, end_offset).
  start_offset integer,
  end_offset integer,
  quoted_text text not null default ''
    constraint "quoted_text must be at most 2000 characters" check (char_length(quoted_text) <= 2000),
  note text not null default ''
    constraint "note must be at most 5000 characters" check (char_length(note) <= 5000),
  colour text constraint "colour must be yellow, green, blue or pink"
    check (colour in ('yellow', 'green', 'blue', 'pink')),
  -- When the reader made it, by the client's clock (never ahead of the server's).
  created_at timestamptz not null,
  -- When the reader last changed it (colour, note, deletion), by the client's clock, never ahead of the server's.
  updated_at timestamptz not null,
  deleted_at timestamptz,
  constraint "a highlight has a range and a colour, a bookmark neither" check (
    (kind = 'highlight' and start_offset is not null and end_offset is not null and colour is not null
      and start_offset >= 0 and end_offset > start_offset)
    or (kind = 'bookmark' and start_offset is null and end_offset is null and colour is null)
  )
);
-- A book's annotations for its reader (the reader's query), and every book's for an export.
create index book_annotations_user_product_idx on public.book_annotations (user_id, product_id);
-- fetchOwnRowsWith reads the user's rows newest first.
create index book_annotations_user_created_idx on public.book_annotations (user_id, created_at desc, id desc);
-- Deleting a product removes its rows without scanning the table.
create index book_annotations_product_id_idx on public.book_annotations (product_id);

alter table public.book_annotations enable row level security;

create policy "Own annotations are readable" on public.book_annotations
  for select to authenticated using (user_id = auth.uid());

revoke all on public.book_annotations from anon, authenticated;
grant select on public.book_annotations to authenticated;

-- Saves the caller's highlight or bookmark and returns the row stored
-- afterwards, so the client learns whether its change won. What a row is
-- (book, kind, page, range, quoted text) is fixed when it is made; a later
-- save changes only its colour, note and deletion, and only when its
-- updated_at is later than the stored one. At an equal time a deletion wins
-- over a copy that is not deleted, and otherwise nothing changes (a save sent
-- twice is harmless). Security definer: the API roles cannot write the table
-- themselves (see the top of this file); the owner is always auth.uid().
create or replace function public.save_book_annotation(
  id uuid,
  product_id bigint,
  kind text,
  page integer,
  start_offset integer default null,
  end_offset integer default null,
  quoted_text text default '',
  note text default '',
  colour text default null,
  created_at timestamptz default null,
  updated_at timestamptz default null,
  deleted_at timestamptz default null
)
returns public.book_annotations
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  reader uuid := auth.uid();
  change_time timestamptz := least(coalesce(save_book_annotation.updated_at, now()), now());
  owner uuid;
  result public.book_annotations%rowtype;
begin
  if reader is null then
    raise exception 'Sign in to save your highlights and bookmarks' using errcode = 'PT401',
      hint = 'Send a signed-in user''s access token.';
  end if;
  if save_book_annotation.id is null or save_book_annotation.product_id is null
     or save_book_annotation.kind is null or save_book_annotation.page is null then
    raise exception 'id, product_id, kind and page are required' using errcode = '22023';
  end if;
  select a.user_id into owner from public.book_annotations a where a.id = save_book_annotation.id;
  if found and owner <> reader then
    raise exception 'Annotation % is not yours', save_book_annotation.id using errcode = '42501';
  end if;
  if not exists (select 1 from public."MentoriaDatabase" p where p."ID" = save_book_annotation.product_id) then
    raise exception 'Product % does not exist', save_book_annotation.product_id using errcode = 'PT404';
  end if;

  insert into public.book_annotations as r
    (id, user_id, product_id, kind, page, start_offset, end_offset, quoted_text, note, colour,
     created_at, updated_at, deleted_at)
  values (
    save_book_annotation.id, reader, save_book_annotation.product_id, save_book_annotation.kind,
    save_book_annotation.page, save_book_annotation.start_offset, save_book_annotation.end_offset,
    coalesce(save_book_annotation.quoted_text, ''), coalesce(save_book_annotation.note, ''),
    save_book_annotation.colour,
    least(coalesce(save_book_annotation.created_at, change_time), change_time),
    change_time,
    -- least() passes over a null: a row that is not deleted must stay so.
    case when save_book_annotation.deleted_at is not null then least(save_book_annotation.deleted_at, change_time) end
  )
  on conflict (id) do update set
    note = excluded.note,
    colour = excluded.colour,
    updated_at = excluded.updated_at,
    -- A deletion stays a deletion at its first time; only a newer change that is not one brings the row back.
    deleted_at = case when excluded.deleted_at is null then null else coalesce(r.deleted_at, excluded.deleted_at) end
  where excluded.updated_at > r.updated_at
     or (excluded.updated_at = r.updated_at and excluded.deleted_at is not null and r.deleted_at is null)
  returning * into result;

  if not found then
    select * into result from public.book_annotations r where r.id = save_book_annotation.id;
  end if;
  return result;
end
$$;

revoke execute on function public.save_book_annotation(
  uuid, bigint, text, integer, integer, integer, text, text, text, timestamptz, timestamptz, timestamptz
) from public, anon;
grant execute on function public.save_book_annotation(
  uuid, bigint, text, integer, integer, integer, text, text, text, timestamptz, timestamptz, timestamptz
) to authenticated, service_role;
