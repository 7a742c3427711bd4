-- Search results a page at a time, in the ebooks list's order, so a reader can
-- go through every match.
--
-- search_products answered at most 100 matches, in the order the table
-- happened to store them, with no way to ask for the ones after. It now orders
-- its matches as the ebooks list does (newest first, the id breaking ties) and
-- takes the last ebook already shown as a cursor (after_created_at, after_id):
-- the page after it is the next max_results matches, found by keyset, so a
-- page deep in the results costs what the first does and pages never overlap
-- or skip an ebook. Called as before, with search and max_results only, it
-- answers the first page. search_products_count says how many ebooks match,
-- up to a bound.
--
-- Both stay fast on 100,000 ebooks, whether the text is in many names or in
-- few. A text in many names ("playbook": a quarter of them) fills a page
-- within the first few hundred ebooks read in list order (through the
-- created_at, ID index); through the trigram index it would first gather every
-- match. A rare text is the opposite: read in list order, the whole catalogue
-- may pass before a page fills, while the trigram index hands over its few
-- matches at once. So search_products first reads the next 1,000 ebooks after
-- the cursor in list order: their matches are the page's first ones. When
-- they are fewer than a page, how many there were tells how common the text
-- is: common enough that the page fills within 8,000 ebooks, it reads on in
-- list order that far (with a margin); rarer, or when even that falls short,
-- the trigram index finds the rest, after the last match found. Texts under
-- three characters cannot use trigrams; they read on in list order until the
-- page is full.
--
-- Every function here is security invoker (the table's policies apply as
-- usual) and callable through the API like any public function, so none hands
-- out more than 100 ebooks or reads more than search_products would.

-- The previous search and its helpers (stored order, no cursor). Dropped rather
-- than overloaded: PostgREST picks a function by its argument names, and two
-- search_products taking (search, max_results) would be ambiguous.
drop function if exists public.search_products(text, integer);
drop function if exists public.search_products_by_trigrams(text, integer);
drop function if exists public.search_products_matches_in_first_rows(text, integer, integer);
drop function if exists public.search_products_in_stored_order(text, integer);

-- The matches among the next `scanned` ebooks after the cursor in list order
-- (all of them when `scanned` is null), newest first, at most `wanted`.
-- Without a cursor the list starts at its top: no ebook is dated after infinity.
-- Only the list's index can read the list in order, and the planner is held to
-- it: under RLS it cannot tell how many names match, and a guess of many
-- would have it read the whole table and sort it.
create function public.search_products_in_list_order(
  escaped text,
  wanted integer,
  after_created_at timestamptz,
  after_id bigint,
  scanned integer
)
returns setof public."MentoriaDatabase"
language sql stable set search_path = '' set enable_seqscan = off set enable_bitmapscan = off as $$
  select listed.* from (
    select p.* from public."MentoriaDatabase" p
    where (p.created_at, p."ID")
      < (coalesce(after_created_at, 'infinity'), coalesce(after_id, 9223372036854775807))
    order by p.created_at desc, p."ID" desc
    limit case when scanned is not null then least(greatest(scanned, 0), 8000) end
  ) listed
  where listed."Name" ilike '%' || escaped || '%'
  order by listed.created_at desc, listed."ID" desc
  limit least(greatest(coalesce(wanted, 20), 0), 100)
$$;

-- Every match after the cursor through the trigram index, newest first, at
-- most `wanted`. The matches are gathered first (a materialized CTE), so the
-- planner cannot trade the index for a walk down the list that, under RLS, it
-- cannot tell is slower.
create function public.search_products_by_trigrams_after(
  escaped text,
  wanted integer,
  after_created_at timestamptz,
  after_id bigint
)
returns setof public."MentoriaDatabase"
language sql stable set search_path = '' set enable_seqscan = off set enable_indexscan = off as $$
  with matches as materialized (
    select p.* from public."MentoriaDatabase" p where p."Name" ilike '%' || escaped || '%'
  )
  select m.* from matches m
  where (m.created_at, m."ID")
    < (coalesce(after_created_at, 'infinity'), coalesce(after_id, 9223372036854775807))
  order by m.created_at desc, m."ID" desc
  limit least(greatest(coalesce(wanted, 20), 0), 100)
$$;

create function public.search_products(
  search text,
  max_results integer default 20,
  after_created_at timestamptz default null,
  after_id bigint default null
)
returns setof public."MentoriaDatabase"
language plpgsql stable set search_path = '' as $$
declare
  needle text := btrim(coalesce(search, ''));
  -- The user's %, _ and \ are literal characters, not wildcards.
  escaped text := replace(replace(replace(needle, '\', '\\'), '%', '\%'), '_', '\_');
  wanted integer := least(greatest(coalesce(max_results, 20), 0), 100);
  -- Enough ebooks for a text in one name out of fifty to fill a page, and few
  -- enough that reading them costs a rare text little.
  slice constant integer := 1000;
  -- How far the list is read for a text whose first slice did not fill the page.
  reach constant integer := 8000;
  page public."MentoriaDatabase"[];
  rows_to_fill integer;
  last_shown public."MentoriaDatabase";
begin
  if needle = '' or wanted = 0 then
    return;
  elsif char_length(needle) < 3 then
    return query select * from public.search_products_in_list_order(escaped, wanted, after_created_at, after_id, null);
    return;
  end if;
  page := array(
    select listed from public.search_products_in_list_order(escaped, wanted, after_created_at, after_id, slice) listed
  );
  if cardinality(page) between 1 and wanted - 1 then
    -- The slice's matches tell how many ebooks the page needs, read in list order (half as many again).
    rows_to_fill := ceil(wanted::numeric * slice / cardinality(page) * 1.5);
    if rows_to_fill <= reach then
      page := array(
        select listed
        from public.search_products_in_list_order(escaped, wanted, after_created_at, after_id, rows_to_fill) listed
      );
    end if;
  end if;
  if cardinality(page) < wanted then
    -- The slice holds no other match after these: the rest come after the last of them.
    last_shown := page[cardinality(page)];
    page := page || array(
      select beyond from public.search_products_by_trigrams_after(
        escaped,
        wanted - cardinality(page),
        coalesce(last_shown.created_at, after_created_at),
        coalesce(last_shown."ID", after_id)
      ) beyond
    );
  end if;
  return query select * from unnest(page);
end
$$;

-- How many ebooks a search matches, counted up to `up_to` (at most 1,000): the
-- trigram index finds them (a text under three characters reads the table
-- until it has counted that many).
create function public.search_products_count_by_trigrams(escaped text, up_to integer)
returns integer
language sql stable set search_path = '' set enable_seqscan = off set enable_indexscan = off as $$
  select count(*)::integer from (
    select 1 from public."MentoriaDatabase" p
    where p."Name" ilike '%' || escaped || '%'
    limit least(greatest(coalesce(up_to, 1000), 0), 1000)
  ) matches
$$;

create function public.search_products_count(search text, up_to integer default 1000)
returns integer
language plpgsql stable set search_path = '' as $$
declare
  needle text := btrim(coalesce(search, ''));
  escaped text := replace(replace(replace(needle, '\', '\\'), '%', '\%'), '_', '\_');
  bound integer := least(greatest(coalesce(up_to, 1000), 0), 1000);
begin
  if needle = '' then
    return 0;
  elsif char_length(needle) >= 3 then
    return public.search_products_count_by_trigrams(escaped, bound);
  end if;
  return (
    select count(*)::integer from (
      select 1 from public."MentoriaDatabase" p where p."Name" ilike '%' || escaped || '%' limit bound
    ) matches
  );
end
$$;
