-- Clients written to the product's documented calls keep working. Those calls
-- send a creation time with their inserts (Favorites: user_id, product_id,
-- created_at; orders: user_id, product_id, amount, created_at), and since
-- 20261122000000_server_owned_rows.sql took created_at away from the API roles
-- they were refused with 42501. Creation times stay the server's, but rather
-- than refusing the call the server now takes it and replaces the time it was
-- sent with its own: a review dated 2099 still cannot stay first for good, and
-- a favourite dated 1990 is stored as made now.
--
-- Only the API's client roles (anon, authenticated) have their times replaced.
-- The service role, the seed (locally and in the exported seed.sql) and
-- administration write history on purpose and keep the times they give.
-- Updates are untouched: the API roles still cannot change created_at (42501),
-- and ids stay the server's (an id sent by a client is still refused, 428C9).

-- Security invoker, so current_user is the role that sent the insert.
create or replace function public.take_server_creation_time() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.created_at := now();
  end if;
  return new;
end
$$;
revoke all on function public.take_server_creation_time() from public, anon, authenticated;

do $$
declare
  target text;
begin
  foreach target in array array['Favorites', 'orders', 'Reviews', 'newsletter_subscribers'] loop
    execute format(
      'create trigger %I before insert on public.%I for each row execute function public.take_server_creation_time()',
      target || '_server_creation_time', target
    );
    execute format('grant insert (created_at) on public.%I to anon, authenticated', target);
  end loop;
end
$$;
