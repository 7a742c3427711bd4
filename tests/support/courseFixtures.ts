import type { SupabaseClient } from '@supabase/supabase-js';

/** A course added to the catalogue by the service role, as administration adds one; its id. */
export async function addCourse(service: SupabaseClient, name: string, { premium = false } = {}): Promise<number> {
  const { data, error } = await service
    .from('Videos')
    .insert({ Name: name, Categories: 'Digital Marketing', Premium: premium, Price: premium ? 39 : 0, Lessons: 3 })
    .select('ID')
    .single();
  if (error) throw new Error(`fixture course: ${error.message}`);
  return (data as { ID: number }).ID;
}
