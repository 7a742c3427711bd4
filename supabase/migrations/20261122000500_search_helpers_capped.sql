-- search_products' two helpers from 20261122000300_search_common_words.sql are
-- reachable through the API like any public function (search_products is
-- security invoker, so its callers need them), and they took their limits as
-- given: rpc/search_products_in_stored_order with {"escaped": "", "wanted":
-- 1000000} handed out the whole catalogue in one answer, and
-- search_products_matches_in_first_rows read as many rows as asked. As
-- search_products_by_trigrams already does (20260101000700_privacy.sql), they
-- must not hand out or read more than search_products would: at most 100
-- results, and a probe of at most 1,000 rows (search_products asks for 200).

create or replace function public.search_products_matches_in_first_rows(escaped text, wanted integer, scanned integer)
returns integer
language sql stable set search_path = '' set synchronize_seqscans = off as $$
  select count(*)::integer from (
    select 1 from (
      select p."Name" from public."MentoriaDatabase" p
      limit least(greatest(coalesce(scanned, 0), 0), 1000)
    ) first_rows
    where first_rows."Name" ilike '%' || escaped || '%'
    limit least(greatest(coalesce(wanted, 20), 0), 100)
  ) matches
$$;

create or replace function public.search_products_in_stored_order(escaped text, wanted integer)
returns setof public."MentoriaDatabase"
language sql stable set search_path = '' set enable_bitmapscan = off set synchronize_seqscans = off as $$
  select p.* from public."MentoriaDatabase" p
  where p."Name" ilike '%' || escaped || '%'
  limit least(greatest(coalesce(wanted, 20), 0), 100)
$$;
