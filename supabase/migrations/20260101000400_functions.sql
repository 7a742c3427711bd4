-- Server-side functions the app calls through rpc.

-- The home screen's category rows in one call (decision 6): the newest
-- `per_category` ebooks of every category, in category order, newest first.
-- Security invoker: row-level security on the catalogue applies as usual.
create or replace function public.home_rows(per_category integer default 10)
returns setof public."MentoriaDatabase"
language sql stable set search_path = '' as $$
  select ranked."ID", ranked."Name", ranked."Categories", ranked."Type", ranked."Premium",
         ranked."Regular_Price", ranked."Sale Price", ranked."Price", ranked."Images",
         ranked."Short_Description", ranked."Description", ranked."ContentURL",
         ranked."ContentLength", ranked."Rating", ranked.created_at
  from public.categories c
  cross join lateral (
    select p.* from public."MentoriaDatabase" p
    where p."Categories" = c.name
    order by p.created_at desc, p."ID" desc
    limit least(greatest(per_category, 0), 50)
  ) ranked
  order by c.position, ranked.created_at desc, ranked."ID" desc
$$;

-- Checkout (decision 10): a demo that completes. It records the caller's order
-- for the product with amount = the effective price. It is the only way an
-- order for a priced product comes to exist. Calling it again for a product
-- already owned returns the existing order unchanged.
create or replace function public.checkout_demo(product_id bigint)
returns public.orders
language plpgsql volatile security definer set search_path = '' as $$
-- The parameter is named product_id (the rpc argument name); column names win
-- inside statements, and the parameter is always written checkout_demo.product_id.
#variable_conflict use_column
declare
  buyer uuid := auth.uid();
  product public."MentoriaDatabase"%rowtype;
  result public.orders%rowtype;
begin
  if buyer is null then
    raise exception 'Sign in to check out' using errcode = 'PT401', hint = 'Send a signed-in user''s access token.';
  end if;
  select * into product from public."MentoriaDatabase" p where p."ID" = checkout_demo.product_id;
  if not found then
    raise exception 'Product % does not exist', checkout_demo.product_id using errcode = 'PT404';
  end if;
  insert into public.orders as o (user_id, product_id, amount)
  values (buyer, product."ID", product."Price")
  on conflict (user_id, product_id) do nothing
  returning * into result;
  if not found then
    select * into result from public.orders o where o.user_id = buyer and o.product_id = product."ID";
  end if;
  return result;
end
$$;

revoke execute on function public.checkout_demo(bigint) from public, anon;
grant execute on function public.checkout_demo(bigint) to authenticated, service_role;
