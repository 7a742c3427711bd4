-- Reading progress that follows the reader (decision 17): the last page of
-- every book, one row per user and book, merged by the time of the page turn.
--
-- Clients read and delete their own rows directly, but write them only through
-- save_reading_position(), a security definer function: it is where a future
-- client clock is clamped and where an older (offline) position loses to a
-- newer one. Were the table writable through the API, one PATCH of turned_at
-- to 2099 would pin a position for good, on every device of the user.

create table public.reading_progress (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  product_id bigint not null references public."MentoriaDatabase" ("ID") on delete cascade,
  page integer not null,
  page_count integer not null check (page_count >= 1),
  -- The furthest page ever reached, kept even when a later position lies before it.
  furthest_page integer not null,
  -- Names the device the page was turned on ("Chrome on Linux"), for "on another device".
  device text not null default '' check (char_length(device) <= 80),
  -- When the page was turned, by the client's clock (never ahead of the server's).
  turned_at timestamptz not null,
  created_at timestamptz not null default now(),
  -- When the server last changed the row.
  updated_at timestamptz not null default now(),
  unique (user_id, product_id),
  check (page between 1 and page_count),
  check (furthest_page between page and page_count)
);
-- The user's rows newest first (the library and "Continue reading" fetch them this way).
create index reading_progress_user_created_idx on public.reading_progress (user_id, created_at desc, id desc);
-- Deleting a product removes its rows without scanning the table.
create index reading_progress_product_id_idx on public.reading_progress (product_id);

alter table public.reading_progress enable row level security;

create policy "Own reading progress is readable" on public.reading_progress
  for select to authenticated using (user_id = auth.uid());
create policy "Own reading progress can be removed" on public.reading_progress
  for delete to authenticated using (user_id = auth.uid());

-- Visitors have no reading progress; signed-in users read and forget theirs, and
-- write only through save_reading_position().
revoke all on public.reading_progress from anon, authenticated;
grant select, delete on public.reading_progress to authenticated;

-- Saves the caller's position in a book and returns the stored row, so the
-- client learns whether its position won:
-- - turned_at is clamped to the server's now(): a clock an hour or a year ahead
--   would otherwise win against every honest position that follows it. There
--   is no allowance for small skews: any allowance is a window in which a fast
--   clock beats an honest one, and now() is a fair time for a position that
--   has just arrived;
-- - the position (page, page_count, device, turned_at) changes only when the
--   new turned_at is later than the stored one, so an older offline save that
--   arrives late never moves the reader back; an equal time changes nothing,
--   so a save sent twice is harmless;
-- - furthest_page takes the greatest page ever saved, late ones included.
-- Security definer: the API roles cannot write the table themselves (see the
-- top of this file); the caller is always auth.uid(), never an argument.
create or replace function public.save_reading_position(
  product_id bigint,
  page integer,
  page_count integer,
  turned_at timestamptz default null,
  device text default ''
)
returns public.reading_progress
language plpgsql volatile security definer set search_path = '' as $$
-- Parameters share the columns' names (they are the rpc's argument names);
-- column names win inside statements, and parameters are written qualified.
#variable_conflict use_column
declare
  reader uuid := auth.uid();
  position_time timestamptz := least(coalesce(save_reading_position.turned_at, now()), now());
  device_name text := btrim(coalesce(save_reading_position.device, ''));
  result public.reading_progress%rowtype;
begin
  if reader is null then
    raise exception 'Sign in to save your reading position' using errcode = 'PT401',
      hint = 'Send a signed-in user''s access token.';
  end if;
  if save_reading_position.product_id is null or save_reading_position.page is null
     or save_reading_position.page_count is null then
    raise exception 'product_id, page and page_count are required' using errcode = '22023';
  end if;
  if save_reading_position.page_count < 1 then
    raise exception 'page_count must be at least 1 (got %)', save_reading_position.page_count
      using errcode = '22023';
  end if;
  if save_reading_position.page < 1 or save_reading_position.page > save_reading_position.page_count then
    raise exception 'page must be between 1 and page_count % (got %)',
      save_reading_position.page_count, save_reading_position.page using errcode = '22023';
  end if;
  if char_length(device_name) > 80 then
    raise exception 'device must be at most 80 characters (got %)', char_length(device_name)
      using errcode = '22023';
  end if;
  if not exists (select 1 from public."MentoriaDatabase" p where p."ID" = save_reading_position.product_id) then
    raise exception 'Product % does not exist', save_reading_position.product_id using errcode = 'PT404';
  end if;

  insert into public.reading_progress as r (user_id, product_id, page, page_count, furthest_page, device, turned_at)
  values (
    reader,
    save_reading_position.product_id,
    save_reading_position.page,
    save_reading_position.page_count,
    save_reading_position.page,
    device_name,
    position_time
  )
  on conflict (user_id, product_id) do update set
    page = case when excluded.turned_at > r.turned_at then excluded.page else r.page end,
    page_count = case when excluded.turned_at > r.turned_at then excluded.page_count else r.page_count end,
    device = case when excluded.turned_at > r.turned_at then excluded.device else r.device end,
    turned_at = greatest(excluded.turned_at, r.turned_at),
    -- Never beyond the page count that is kept (a book's page count only changes with its file).
    furthest_page = least(
      greatest(r.furthest_page, excluded.page),
      case when excluded.turned_at > r.turned_at then excluded.page_count else r.page_count end
    ),
    updated_at = now()
  -- A save that neither wins nor goes further leaves the row (and its updated_at) alone.
  where excluded.turned_at > r.turned_at or excluded.page > r.furthest_page
  returning * into result;

  if not found then
    select * into result from public.reading_progress r
    where r.user_id = reader and r.product_id = save_reading_position.product_id;
  end if;
  return result;
end
$$;

revoke execute on function public.save_reading_position(bigint, integer, integer, timestamptz, text)
  from public, anon;
grant execute on function public.save_reading_position(bigint, integer, integer, timestamptz, text)
  to authenticated, service_role;
