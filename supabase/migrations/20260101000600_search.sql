-- Search by name (spec: case-insensitive, the text wrapped in wildcards both
-- sides; decision 7: the user's %, _ and \ are literal), fast on 100,000 ebooks.
--
-- Why functions rather than a plain ilike filter through the REST API: with
-- row-level security on the table, Postgres does not use column statistics for
-- operators that are not leakproof (ilike is not), so for an API role it can
-- only guess how many names match. With a small LIMIT that guess makes it read
-- the table from the start until enough rows match, which for a rare or absent
-- word means reading every row (measured: ~110 ms on 100,000 rows, against
-- ~2 ms through the trigram index). Texts of three characters or more always
-- go through the trigram index; shorter ones cannot use trigrams, and reading
-- in order finds their (many) matches at once. Both are security invoker: the
-- table's policies apply as usual.

-- Matches through the trigram index, in catalogue order. The planner is told
-- not to read the whole table, because under RLS it cannot tell that the index
-- is the cheaper way.
create or replace function public.search_products_by_trigrams(escaped text, wanted integer)
returns setof public."MentoriaDatabase"
language sql stable set search_path = '' set enable_seqscan = off as $$
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
begin
  if needle = '' then
    return;
  elsif char_length(needle) >= 3 then
    return query select * from public.search_products_by_trigrams(escaped, wanted);
  else
    return query
      select p.* from public."MentoriaDatabase" p
      where p."Name" ilike '%' || escaped || '%'
      order by p.created_at desc, p."ID" desc
      limit wanted;
  end if;
end
$$;
