-- Buckets and who may read their objects (decision 14). Covers are public; ebook
-- files are private and reached through signed links, which Storage only signs
-- for an object the caller can select under these policies. Only the service
-- role writes objects (no insert, update or delete policy for clients).

insert into storage.buckets (id, name, public, allowed_mime_types)
values
  ('covers', 'covers', true, array['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp']),
  ('ebooks-free', 'ebooks-free', false, array['application/pdf']),
  ('ebooks-premium', 'ebooks-premium', false, array['application/pdf'])
on conflict (id) do nothing;

create policy "Covers are public" on storage.objects
  for select to anon, authenticated using (bucket_id = 'covers');

create policy "Signed-in users read free ebooks" on storage.objects
  for select to authenticated using (bucket_id = 'ebooks-free');

create policy "Owners read premium ebooks" on storage.objects
  for select to authenticated using (
    bucket_id = 'ebooks-premium'
    and exists (
      select 1
      from public.orders o
      join public."MentoriaDatabase" p on p."ID" = o.product_id
      where o.user_id = auth.uid() and p."ContentURL" = storage.objects.name
    )
  );
