import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { signToken } from './jwt';

export interface ProjectKeys {
  jwtSecret: string;
  /** The public key the app ships with: a JWT whose role is anon. */
  anonKey: string;
  /** The secret key for tooling (seeding, admin): a JWT whose role is service_role (bypasses RLS). */
  serviceRoleKey: string;
}

/** Same payload shape as the Supabase CLI's keys, so the keys are stable for a given secret. */
const KEY_EXPIRY = 1983812996; // 2032-11-12, as the CLI's demo keys

export function deriveKeys(jwtSecret: string): ProjectKeys {
  const key = (role: string) => signToken(jwtSecret, { iss: 'supabase-demo', role, exp: KEY_EXPIRY });
  return { jwtSecret, anonKey: key('anon'), serviceRoleKey: key('service_role') };
}

/**
 * The JWT secret: JWT_SECRET when given, else the one kept in the data folder,
 * generated on first start. A fresh random secret means no two machines share keys.
 */
export function loadOrCreateSecret(dataDir: string | null, fromEnv = process.env.JWT_SECRET): string {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
    return fromEnv;
  }
  if (!dataDir) return randomBytes(32).toString('base64url');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
