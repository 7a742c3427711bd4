-- Search inside books (docs/product.md#the-reader-is-a-study-tool): the text of
-- every ebook page, found by PostgreSQL's full-text search and ranked.
--
-- book_pages holds one row per page: the text pdf.js reads from it (its text
-- items joined in order, a line break after an item that ends a line, as the
-- reader's Find sees the page) and its tsvector. The catalogue is English, so
-- the 'english' configuration: "pricing" finds "price" and "prices", and
-- common words ("the", "of") are not indexed.
--
-- Nobody reads the table directly, not even a premium book's owner: the page
-- text of a premium book is the book. search_passages is the one way in, and
-- it decides per book, in the database, what the caller may see: a free
-- book's passages for anyone (as its title and description are), a premium
-- book's passages for its owners, and for everyone else only that the book
-- matches and on how many pages. Only the service role writes pages, through
-- replace_book_pages (the local backend's indexer and `npm run index:books`
-- for a hosted project, both reading the PDFs with pdf.js).

create table public.book_pages (
  book_id bigint not null references public."MentoriaDatabase" ("ID") on delete cascade,
  page integer not null check (page >= 1),
  text text not null,
  search tsvector generated always as (to_tsvector('english', text)) stored,
  primary key (book_id, page)
);

create index book_pages_search_idx on public.book_pages using gin (search);

alter table public.book_pages enable row level security;
revoke all on public.book_pages from anon, authenticated;
grant select, insert, update, delete on public.book_pages to service_role;
create policy "The service role manages book pages" on public.book_pages
  for all to service_role using (true) with check (true);

-- A new book, or a book's file changed (a new ContentURL): pages that
-- described the old file go, and whoever indexes (the local backend listens
-- on this channel) is told to read the new one. A hosted project has no
-- listener: run `npm run index:books` after adding or changing files there.
create or replace function public.forget_replaced_book_pages() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'UPDATE' then
    delete from public.book_pages where book_id = new."ID";
  end if;
  perform pg_notify('book_files', new."ID"::text);
  return new;
end
$$;

create trigger forget_replaced_book_pages after update of "ContentURL" on public."MentoriaDatabase"
  for each row when (new."ContentURL" is distinct from old."ContentURL")
  execute function public.forget_replaced_book_pages();

create trigger announce_new_book_file after insert on public."MentoriaDatabase"
  for each row when (new."ContentURL" is not null)
  execute function public.forget_replaced_book_pages();

-- A trigger function is not called through the API.
revoke execute on function public.forget_replaced_book_pages() from public, anon, authenticated;

-- A book's pages, all at once: the pages given replace whatever the book had,
-- in one statement, so a search never sees half of an old text and half of a
-- new one. pages[1] is page 1. Service role only.
create or replace function public.replace_book_pages(book_id bigint, pages text[])
returns integer
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
begin
  if not exists (select 1 from public."MentoriaDatabase" p where p."ID" = replace_book_pages.book_id) then
    raise exception 'Product % does not exist', replace_book_pages.book_id using errcode = 'PT404';
  end if;
  delete from public.book_pages where book_id = replace_book_pages.book_id;
  insert into public.book_pages (book_id, page, text)
  select replace_book_pages.book_id, numbered.page::integer, numbered.text
  from unnest(coalesce(replace_book_pages.pages, '{}'::text[])) with ordinality as numbered (text, page)
  -- A page with no words adds nothing a search could find.
  where btrim(numbered.text) <> '';
  return coalesce(cardinality(replace_book_pages.pages), 0);
end
$$;

revoke execute on function public.replace_book_pages(bigint, text[]) from public, anon, authenticated;
grant execute on function public.replace_book_pages(bigint, text[]) to service_role;

-- Passages that match a search, the best first, a page of results at a time.
--
-- The text is taken literally (docs/product.md#search-takes-text-literally):
-- websearch_to_tsquery reads any input without a syntax error, so quotes,
-- `&`, `|`, `!` or `:*` are words or nothing, never tsquery operators a
-- person did not mean; "a phrase in quotes" and -word work as on a search
-- engine. At most 200 characters (a longer text is refused with 22023, not cut
-- silently); a text with only common words matches nothing.
--
-- Each row is one page (book_id, page, rank, snippet, matching_pages = 1), or,
-- for a premium book the caller does not own, one row for the whole book with
-- no page and no snippet, at its best page's rank, saying on how many pages
-- it matches. Ownership is the storage policy's rule for premium files
-- (20260101000500_storage.sql, "Owners read premium ebooks"): an order of the
-- caller's for the book. The service role sees every passage.
--
-- At most 1,000 pages are ranked for one search: the first 1,000 that match,
-- in book and page order. Ranking reads each matching page's tsvector, and a
-- word on most pages of a large library ("progress" on 85,000 of 114,000 in
-- `db:reset -- --scale 100000`) took seconds to rank in full (over the 3 s a
-- visitor's statement may run); a text that narrow enough never reaches the
-- bound and is ranked across the whole library. Past it, a whole-book row's
-- count is of the pages among those 1,000.
--
-- Paging is by keyset, as every list's (docs/product.md#lists-page-the-same-way):
-- the order is rank (highest first), then book and page, and the last row
-- shown is the cursor (after_rank, after_book_id, after_page; a whole-book row
-- has page 0 there). The snippet marks the words between the characters
-- U+E000 and U+E001 (private-use, never in a book's text), so the app draws
-- <mark> around them without reading any markup from the text.
create or replace function public.search_passages(
  search text,
  max_results integer default 20,
  after_rank real default null,
  after_book_id bigint default null,
  after_page integer default null
)
returns table (book_id bigint, page integer, rank real, snippet text, matching_pages integer)
language plpgsql stable security definer set search_path = '' as $$
declare
  needle text := btrim(coalesce(search, ''));
  wanted integer := least(greatest(coalesce(max_results, 20), 0), 100);
  -- See "At most 1,000 pages are ranked" above.
  ranked_at_most constant integer := 1000;
  words tsquery;
  reader uuid := auth.uid();
  -- The service role administers the catalogue and reads book_pages itself anyway.
  administrator boolean := auth.role() = 'service_role';
begin
  if char_length(needle) > 200 then
    raise exception 'A search is at most 200 characters (this one has %)', char_length(needle)
      using errcode = '22023', hint = 'Search for a shorter text.';
  end if;
  words := websearch_to_tsquery('english', needle);
  if needle = '' or wanted = 0 or numnode(words) = 0 then
    return;
  end if;
  -- Executed rather than planned once: planned with this search's words, the planner knows how many pages
  -- have them (most: walk the pages in order until 1,000 match; few: gather them from the GIN index).
  return query execute $query$
  with candidates as materialized (
    select bp.book_id, bp.page, bp.search
    from public.book_pages bp
    where bp.search @@ $1
    order by bp.book_id, bp.page
    limit $2
  ),
  matched as materialized (
    select c.book_id, c.page, ts_rank_cd(c.search, $1) as rank from candidates c
  ),
  readable as materialized (
    select b."ID" as book_id,
           not b."Premium" or $3 or exists (
             select 1 from public.orders o where o.user_id = $4 and o.product_id = b."ID"
           ) as open
    from public."MentoriaDatabase" b
    where b."ID" in (select distinct m.book_id from matched m)
  ),
  results as (
    select m.book_id, m.page, m.rank, 1 as matching_pages
    from matched m join readable r on r.book_id = m.book_id and r.open
    union all
    select m.book_id, 0, max(m.rank), count(*)::integer
    from matched m join readable r on r.book_id = m.book_id and not r.open
    group by m.book_id
  ),
  page_of_results as (
    select * from results res
    where $5 is null
       or res.rank < $5
       or (res.rank = $5 and (res.book_id, res.page) > ($6, coalesce($7, 0)))
    order by res.rank desc, res.book_id, res.page
    limit $8
  )
  select p.book_id,
         nullif(p.page, 0),
         p.rank,
         case when p.page > 0 then
           ts_headline('english', bp.text, $1,
             'StartSel=' || chr(57344) || ', StopSel=' || chr(57345)
             || ', MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "')
         end,
         p.matching_pages
  from page_of_results p
  left join public.book_pages bp on p.page > 0 and bp.book_id = p.book_id and bp.page = p.page
  order by p.rank desc, p.book_id, p.page
  $query$
  using words, ranked_at_most, administrator, reader, after_rank, after_book_id, after_page, wanted;
end
$$;

revoke execute on function public.search_passages(text, integer, real, bigint, integer) from public;
grant execute on function public.search_passages(text, integer, real, bigint, integer)
  to anon, authenticated, service_role;
