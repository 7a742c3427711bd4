-- What follows a learner from device to device besides their place: their
-- player settings, and the minutes they spent reading and watching, from which
-- the app shows a streak and a weekly goal.

-- Learner settings ------------------------------------------------------------

-- One row per learner, read and written by its owner only, so the speed and
-- the captions chosen on one device are there on the next. The constraints'
-- names are their rules, so a refused value says what is allowed (23514).
create table public.learner_settings (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  playback_rate numeric(3, 2) not null default 1
    constraint "playback_rate must be between 0.5 and 2" check (playback_rate between 0.5 and 2),
  captions_on boolean not null default false,
  weekly_goal_minutes integer not null default 60
    constraint "weekly_goal_minutes must be between 0 and 10080" check (weekly_goal_minutes between 0 and 10080),
  -- When the server last changed the row; set by the trigger below, never by a client.
  updated_at timestamptz not null default now()
);

alter table public.learner_settings enable row level security;

create policy "Own settings are readable" on public.learner_settings
  for select to authenticated using (user_id = auth.uid());
create policy "Own settings are created as yourself" on public.learner_settings
  for insert to authenticated with check (user_id = auth.uid());
create policy "Own settings can be changed" on public.learner_settings
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());

-- An upsert (insert ... on conflict do update) sends every column it inserts,
-- user_id included, so the update grant names it too; the policy keeps it the caller's.
revoke all on public.learner_settings from anon, authenticated;
grant select on public.learner_settings to authenticated;
grant insert (user_id, playback_rate, captions_on, weekly_goal_minutes),
  update (user_id, playback_rate, captions_on, weekly_goal_minutes)
  on public.learner_settings to authenticated;

create or replace function public.touch_learner_settings() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end
$$;
revoke all on function public.touch_learner_settings() from public, anon, authenticated;

create trigger learner_settings_updated_at
  before insert or update on public.learner_settings
  for each row execute function public.touch_learner_settings();

-- Learning minutes ------------------------------------------------------------

-- Every minute someone spent reading or watching, once
-- (docs/product.md#learning-minutes-are-counted-once): a minute is a row
-- keyed by the learner, the minute (UTC, truncated) and what they did, so the
-- same minute reported by two devices, or sent twice after an offline session
-- syncs, is stored once. Written only through record_learning_minutes().
create table public.learning_minutes (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  minute timestamptz not null check (minute = date_trunc('minute', minute, 'UTC')),
  kind text not null check (kind in ('read', 'watch')),
  primary key (user_id, minute, kind)
);

alter table public.learning_minutes enable row level security;

create policy "Own learning minutes are readable" on public.learning_minutes
  for select to authenticated using (user_id = auth.uid());
create policy "Own learning minutes can be removed" on public.learning_minutes
  for delete to authenticated using (user_id = auth.uid());

revoke all on public.learning_minutes from anon, authenticated;
grant select, delete on public.learning_minutes to authenticated;

-- Records the caller's minutes of one kind and answers how many were new.
-- Each time is truncated to its minute. A minute after now() has not happened
-- (a clock running ahead) and one older than 30 days is too late to count, so
-- both are dropped without an error: an offline device that syncs a month later
-- still sends the rest. At most 1440 minutes (a day) per call; a client with
-- more sends them in several calls.
create or replace function public.record_learning_minutes(kind text, minutes timestamptz[])
returns integer
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  learner uuid := auth.uid();
  recorded integer;
begin
  if learner is null then
    raise exception 'Sign in to record your learning time' using errcode = 'PT401',
      hint = 'Send a signed-in user''s access token.';
  end if;
  if record_learning_minutes.kind is null or record_learning_minutes.kind not in ('read', 'watch') then
    raise exception 'kind must be read or watch (got %)', coalesce(record_learning_minutes.kind, 'null')
      using errcode = '22023';
  end if;
  if record_learning_minutes.minutes is null then
    raise exception 'minutes is required (an array of times)' using errcode = '22023';
  end if;
  if cardinality(record_learning_minutes.minutes) > 1440 then
    raise exception 'At most 1440 minutes per call (got %)', cardinality(record_learning_minutes.minutes)
      using errcode = '22023', hint = 'Send the rest in another call.';
  end if;

  insert into public.learning_minutes (user_id, minute, kind)
  select distinct learner, date_trunc('minute', m, 'UTC'), record_learning_minutes.kind
  from unnest(record_learning_minutes.minutes) as given(m)
  where m is not null
    and date_trunc('minute', m, 'UTC') <= now()
    and date_trunc('minute', m, 'UTC') >= date_trunc('minute', now() - interval '30 days', 'UTC')
  on conflict do nothing;
  get diagnostics recorded = row_count;
  return recorded;
end
$$;

revoke execute on function public.record_learning_minutes(text, timestamptz[]) from public, anon;
grant execute on function public.record_learning_minutes(text, timestamptz[]) to authenticated, service_role;

-- The caller's minutes per day of their own calendar, for the last `days`
-- days up to today in `time_zone` (an IANA name such as 'Europe/Paris'), every
-- day listed, idle ones with 0: the distinct minutes read, watched, and in all
-- (a minute both read and watched counts once in the total). Security invoker:
-- row-level security keeps it to the caller's own minutes.
create or replace function public.learning_summary(time_zone text, days integer default 7)
returns table (day date, read_minutes integer, watch_minutes integer, total_minutes integer)
language plpgsql stable set search_path = '' as $$
#variable_conflict use_column
declare
  learner uuid := auth.uid();
  today date;
  first_day date;
begin
  if learner is null then
    raise exception 'Sign in to see your learning time' using errcode = 'PT401',
      hint = 'Send a signed-in user''s access token.';
  end if;
  if learning_summary.time_zone is null
     or not exists (select 1 from pg_catalog.pg_timezone_names z where z.name = learning_summary.time_zone) then
    raise exception 'Unknown time zone: %', coalesce(learning_summary.time_zone, 'null') using errcode = '22023',
      hint = 'Send an IANA time zone name such as Europe/Paris or UTC.';
  end if;
  if learning_summary.days is null or learning_summary.days not between 1 and 366 then
    raise exception 'days must be between 1 and 366 (got %)', coalesce(learning_summary.days::text, 'null')
      using errcode = '22023';
  end if;
  today := (now() at time zone learning_summary.time_zone)::date;
  first_day := today - (learning_summary.days - 1);

  return query
  with mine as (
    select (lm.minute at time zone learning_summary.time_zone)::date as local_day, lm.minute, lm.kind
    from public.learning_minutes lm
    where lm.user_id = learner
      and lm.minute >= (first_day::timestamp at time zone learning_summary.time_zone)
  )
  select d::date,
         (count(distinct mine.minute) filter (where mine.kind = 'read'))::integer,
         (count(distinct mine.minute) filter (where mine.kind = 'watch'))::integer,
         count(distinct mine.minute)::integer
  from generate_series(first_day, today, interval '1 day') as d
  left join mine on mine.local_day = d::date
  group by d
  order by d;
end
$$;

revoke execute on function public.learning_summary(text, integer) from public, anon;
grant execute on function public.learning_summary(text, integer) to authenticated, service_role;
