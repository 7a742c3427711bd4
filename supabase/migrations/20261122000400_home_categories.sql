-- Home loads each category row as it nears the screen (decision 6, issue 9).
--
-- home_rows answered every category's newest ebooks in one call: with 100,000
-- ebooks, 620 rows (388 KB of JSON) parsed on first load, though only the rows
-- near the screen are drawn. Home now asks up front only for the names of the
-- categories that have ebooks, so every heading is there from the start and
-- none appears and then vanishes (no layout shift); each row then reads its
-- own newest ebooks through the REST API when it comes near.
--
-- One index probe per category, never a scan of the catalogue (as anon on
-- 100,000 ebooks: 66 probes, about 1 ms; tests/integration/queryPlans.test.ts
-- checks the plan). Security invoker: row-level security on the
-- catalogue applies as usual, so a category whose ebooks the caller cannot
-- see gets no heading.
--
-- home_rows stays: the benchmark's catalogue reads and the REST API's tests
-- of set-returning calls still use it; the app no longer does.
create or replace function public.home_categories()
returns setof text
language sql stable set search_path = '' as $$
  select c.name from public.categories c
  where exists (select 1 from public."MentoriaDatabase" p where p."Categories" = c.name)
  order by c.position
$$;
