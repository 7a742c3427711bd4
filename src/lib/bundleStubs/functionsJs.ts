/**
 * Stands in for @supabase/functions-js in the browser bundle (vite.config.ts
 * aliases it here): Mentoria calls no Edge Function and its backend has none.
 * supabase-js builds a FunctionsClient only when `supabase().functions` is read,
 * but imports it, and re-exports the names below, whatever the app uses.
 * Checked against @supabase/supabase-js 2.109.0 (functions-js 2.109.0), pinned
 * to exactly that in package.json.
 */
const notPartOfMentoria = 'Edge Functions are not part of Mentoria (see src/lib/bundleStubs/functionsJs.ts)';

export class FunctionsError extends Error {}
export class FunctionsFetchError extends FunctionsError {}
export class FunctionsHttpError extends FunctionsError {}
export class FunctionsRelayError extends FunctionsError {}

/** supabase-js re-exports this enum of regions; no call here takes one. */
export const FunctionRegion = {} as const;

export class FunctionsClient {
  constructor(_url: string, _options?: unknown) {}

  invoke(): never {
    throw new FunctionsError(notPartOfMentoria);
  }
}
