/**
 * Starts the real backend in-process, on a free port, over a fresh clone of the
 * seeded database, for one test file. Tests then talk to it only through
 * @supabase/supabase-js (or plain fetch for protocol details).
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startBackend, type RunningBackend } from '../../server/src/backend';
import { configFromEnv } from '../../server/src/shared/config';
import { signToken } from '../../server/src/shared/jwt';
import { deriveKeys } from '../../server/src/shared/keys';
import { cloneGolden, handleFromEnv } from './goldenDatabase';

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

export interface TestBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** This test file's copy of the stored files (`<storageDir>/<bucket>/<name>`). */
  storageDir: string;
  backend: RunningBackend;
  /** A client with no session (acts as anon), which never persists or refreshes on its own. */
  anonClient(): SupabaseClient;
  /** A client acting as service_role (bypasses RLS). */
  serviceClient(): SupabaseClient;
  /** A client whose requests carry this bearer token (an API key or a user's access token). */
  clientAs(token: string): SupabaseClient;
  /**
   * A confirmed user made directly in auth.users (no password, no sign-in
   * request), with a client carrying an access token signed as GoTrue signs
   * them: for tests of the REST and Storage services that need users cheaply.
   */
  userWithToken(email?: string): Promise<{ id: string; client: SupabaseClient }>;
  /** A client signed in with email and password; throws if sign-in fails. */
  signedInClient(email: string, password: string): Promise<SupabaseClient>;
  stop(): Promise<void>;
}

let counter = 0;

/**
 * A supabase-js client for tests. Node 20 has no global WebSocket and supabase-js
 * refuses to construct its realtime part without one, so tests hand it `ws`
 * (realtime itself is never used).
 */
export function makeClient(
  url: string,
  key: string,
  options: { flowType?: 'implicit' | 'pkce'; accessToken?: string } = {},
): SupabaseClient {
  return createClient(url, key, {
    ...(options.accessToken ? { global: { headers: { Authorization: `Bearer ${options.accessToken}` } } } : {}),
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: options.flowType ?? 'implicit',
    },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

export async function startTestBackend(): Promise<TestBackend> {
  const handle = handleFromEnv();
  const name = `mentoria_t_${process.pid}_${counter++}`;
  const clone = await cloneGolden(handle, name);
  const scratch = mkdtempSync(join(tmpdir(), 'mentoria-test-'));
  const storageDir = join(scratch, 'storage');
  cpSync(handle.storageDir, storageDir, { recursive: true });
  const keys = deriveKeys(TEST_JWT_SECRET);
  const config = {
    ...configFromEnv({}),
    host: '127.0.0.1',
    port: 0,
    dataDir: null,
    storageDir,
    databaseUrl: undefined,
  };
  const backend = await startBackend({ config, db: clone.db, keys, prepare: false });
  return {
    url: backend.url,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    jwtSecret: keys.jwtSecret,
    storageDir,
    backend,
    anonClient: () => makeClient(backend.url, keys.anonKey),
    serviceClient: () => makeClient(backend.url, keys.serviceRoleKey),
    clientAs: (token) => makeClient(backend.url, keys.anonKey, { accessToken: token }),
    async userWithToken(email) {
      const id = randomUUID();
      const address = email ?? `${id}@example.com`;
      await clone.db.query(
        `insert into auth.users (id, email, aud, role, email_confirmed_at)
         values ($1, $2, 'authenticated', 'authenticated', now())`,
        [id, address],
      );
      const now = Math.floor(Date.now() / 1000);
      const token = signToken(keys.jwtSecret, {
        sub: id,
        role: 'authenticated',
        aud: 'authenticated',
        email: address,
        iat: now,
        exp: now + 3600,
      });
      return { id, client: makeClient(backend.url, keys.anonKey, { accessToken: token }) };
    },
    async signedInClient(email, password) {
      const client = makeClient(backend.url, keys.anonKey);
      const { error } = await client.auth.signInWithPassword({ email, password });
      if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
      return client;
    },
    async stop() {
      await backend.stop();
      await clone.drop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
