-- Subscribing answers the same whether or not the address is already on the
-- list. The unique index answered 409 for a known address, so anyone could
-- test who is subscribed. Every subscription now goes through this trigger,
-- which adds the address unless it is there and drops the original row; a
-- repeated address is ignored without an error (on conflict do nothing, so
-- two simultaneous first subscriptions do not fail either). An address that is
-- not an email is still refused by the table's check.

create or replace function public.subscribe_once() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.newsletter_subscribers (email) values (new.email)
  on conflict ((lower(email))) do nothing;
  return null;
end
$$;
revoke all on function public.subscribe_once() from public, anon, authenticated;

-- The trigger's own insert (depth 1) is the one that stores the row.
create trigger newsletter_subscribers_subscribe_once
  before insert on public.newsletter_subscribers
  for each row when (pg_trigger_depth() = 0) execute function public.subscribe_once();
