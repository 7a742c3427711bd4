import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  const kept = readSecretFile(file);
  if (kept) return kept;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // Exclusive create: of two first starts at once, one writes and the other reads what it wrote,
    // so no running backend holds a secret the file does not.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readWrittenSecret(file);
}

function readSecretFile(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The secret another start has just created: its exclusive create and its write are two
 * steps, so the file may be empty for a moment.
 */
function readWrittenSecret(file: string): string {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const secret = readSecretFile(file);
    if (secret) return secret;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
  }
  throw new Error(`${file} stays empty: remove it to generate a new JWT secret`);
}
