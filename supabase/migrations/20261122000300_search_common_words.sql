-- Search for a common word, fast on 100,000 ebooks (issue 9).
--
-- Through the trigram index a word in many names is slow: the bitmap scan
-- gathers every match (a quarter of the catalogue for "guide") before the
-- limit of 20 can stop it (EXPLAIN ANALYZE as anon on 100,000 rows, a busy
-- 2-core machine: median 120 ms). Reading the table in its stored order finds
-- those 20 within the first rows (median 1.9 ms). A rare word
-- is the opposite, which is why the index is there (20260101000600_search.sql).
-- So search_products first looks through a bounded slice of the table in
-- stored order and takes the index only when the slice holds fewer matches
-- than wanted. Both read rows in stored order (a bitmap heap scan visits
-- blocks in order, and a sequential scan here always starts at the first
-- block: synchronize_seqscans would let it start where an earlier scan that a
-- LIMIT ended left off), so the answer is the one the index alone would give.

-- How many matches the first `scanned` rows in stored order hold, up to `wanted`.
create or replace function public.search_products_matches_in_first_rows(escaped text, wanted integer, scanned integer)
returns integer
language sql stable set search_path = '' set synchronize_seqscans = off as $$
  select count(*)::integer from (
    select 1 from (select p."Name" from public."MentoriaDatabase" p limit scanned) first_rows
    where first_rows."Name" ilike '%' || escaped || '%'
    limit wanted
  ) matches
$$;

-- The first `wanted` matches in stored order, reading the table from its start
-- (under RLS the planner cannot tell that the trigram index is the slower way here).
create or replace function public.search_products_in_stored_order(escaped text, wanted integer)
returns setof public."MentoriaDatabase"
language sql stable set search_path = '' set enable_bitmapscan = off set synchronize_seqscans = off as $$
  select p.* from public."MentoriaDatabase" p
  where p."Name" ilike '%' || escaped || '%'
  limit wanted
$$;

create or replace function public.search_products(search text, max_results integer default 20)
returns setof public."MentoriaDatabase"
language plpgsql stable set search_path = '' as $$
declare
  needle text := btrim(coalesce(search, ''));
  escaped text := replace(replace(replace(needle, '\', '\\'), '%', '\%'), '_', '\_');
  wanted integer := least(greatest(coalesce(max_results, 20), 0), 100);
  -- Enough rows for a word in one name out of ten to fill 20 results, and few enough
  -- that looking costs a rare word little (ilike costs ~10 µs a name in PGlite).
  slice constant integer := 200;
begin
  if needle = '' then
    return;
  elsif char_length(needle) >= 3 then
    if public.search_products_matches_in_first_rows(escaped, wanted, slice) >= wanted then
      return query select * from public.search_products_in_stored_order(escaped, wanted);
    else
      return query select * from public.search_products_by_trigrams(escaped, wanted);
    end if;
  else
    return query
      select p.* from public."MentoriaDatabase" p
      where p."Name" ilike '%' || escaped || '%'
      order by p.created_at desc, p."ID" desc
      limit wanted;
  end if;
end
$$;
