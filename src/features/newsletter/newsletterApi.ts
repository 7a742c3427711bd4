import { api } from '../../lib/api';
import { supabase } from '../../lib/supabase';
import { fromSupabase } from '../../lib/supabaseResult';

/**
 * Subscribe Now (docs/product.md#subscribe-now-stores-an-address): anyone may add an address to the newsletter
 * list; nobody but the service role can read it back, so the insert asks for
 * no row in return. An address already on the list is answered exactly as a
 * new one (201), so the same confirmation shows either way.
 */
export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeToNewsletter: build.mutation<null, string>({
      queryFn: (email) =>
        fromSupabase(
          () => supabase().from('newsletter_subscribers').insert({ email: email.trim() }),
          () => null,
        ),
    }),
  }),
});

export const { useSubscribeToNewsletterMutation } = newsletterApi;
