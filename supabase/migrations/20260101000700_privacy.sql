-- Review author cards no longer carry the author's email. Reviews are public,
-- so an email in them let anyone collect the address of every reviewer; the
-- app shows only the name and the picture. The key stays (null) so the card
-- keeps the shape {uid, email, full_name, avatar_url}.

create or replace function public.fill_review_user_info() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  author auth.users%rowtype;
begin
  select * into author from auth.users where id = new.user_id;
  new.user_info := jsonb_build_object(
    'uid', new.user_id,
    'email', null,
    'full_name', coalesce(
      nullif(btrim(author.raw_user_meta_data ->> 'full_name'), ''),
      nullif(btrim(concat_ws(' ', author.raw_user_meta_data ->> 'first_name', author.raw_user_meta_data ->> 'last_name')), ''),
      'Mentoria reader'
    ),
    'avatar_url', coalesce(author.raw_user_meta_data ->> 'avatar_url', author.raw_user_meta_data ->> 'picture')
  );
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
  end if;
  return new;
end
$$;
revoke all on function public.fill_review_user_info() from public, anon, authenticated;

-- Rewrite the cards already stored (the trigger rebuilds them on update).
update public."Reviews" set content = content;

-- search_products_by_trigrams is reachable through the API like any public
-- function: it must not hand out more than search_products would.
create or replace function public.search_products_by_trigrams(escaped text, wanted integer)
returns setof public."MentoriaDatabase"
language sql stable set search_path = '' set enable_seqscan = off as $$
  select p.* from public."MentoriaDatabase" p
  where p."Name" ilike '%' || escaped || '%'
  limit least(greatest(coalesce(wanted, 20), 0), 100)
$$;
