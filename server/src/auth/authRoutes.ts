/**
 * The GoTrue-compatible auth service at /auth/v1: what @supabase/supabase-js's auth
 * client relies on, over the platform shim's auth tables (this service owns the auth
 * schema, so it reads and writes it as the connecting superuser, not through RLS).
 */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { answerErrors } from '../shared/serviceError';
import { registerAccountRoutes } from './accountRoutes';
import { registerAdminRoutes } from './adminRoutes';
import { API_VERSION, authErrorAnswers } from './authError';
import { createAuthRuntime } from './authRuntime';
import { registerGoogleRoutes } from './googleRoutes';
import { registerMailboxRoutes } from './mailboxRoutes';
import { registerRecoveryRoutes } from './recoveryRoutes';
import { registerTokenRoutes } from './tokenRoutes';

/** What GET /settings reports: email sign-in with automatic confirmation, and the Google stand-in. */
const SETTINGS = {
  external: { anonymous_users: false, email: true, phone: false, google: true, apple: false, github: false },
  disable_signup: false,
  mailer_autoconfirm: true,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
};

export async function registerAuth(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  const auth = createAuthRuntime(ctx, app.prefix);

  // auth-js reads `code` from error bodies only when the answer carries this header.
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('X-Supabase-Api-Version', API_VERSION);
    return payload;
  });
  answerErrors(app, authErrorAnswers);

  app.get('/health', async () => ({
    version: 'mentoria-local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  }));
  app.get('/settings', async () => SETTINGS);

  registerTokenRoutes(app, auth);
  registerAccountRoutes(app, auth);
  registerGoogleRoutes(app, auth);
  registerAdminRoutes(app, auth);
  registerRecoveryRoutes(app, auth);
  registerMailboxRoutes(app, auth);
}
