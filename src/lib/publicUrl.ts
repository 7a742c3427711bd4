import { supabase } from './supabase';

/** The address of a file in a public bucket (covers): anyone may read it, no link needs signing. */
export function publicObjectUrl(bucket: string, path: string): string {
  return supabase().storage.from(bucket).getPublicUrl(path).data.publicUrl;
}
