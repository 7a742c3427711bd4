import { join } from 'node:path';
import { defaultDataDir } from './paths';

/** Supabase CLI's local API port, so tooling that expects a local project finds this one. */
export const DEFAULT_PORT = 54321;
/** Where `npm start` serves the app; the default place to send a browser back to after Google sign-in. */
export const DEFAULT_SITE_URL = 'http://localhost:5173';

export interface BackendConfig {
  host: string;
  port: number;
  /** Folder for the PGlite database, the JWT secret and stored files; null keeps the database in memory. */
  dataDir: string | null;
  /** Where storage objects' bytes live (a folder per bucket). */
  storageDir: string;
  /** A PostgreSQL server to use instead of PGlite. */
  databaseUrl: string | undefined;
  /** The app's address: the default redirect after OAuth, and the allowed redirect origin. */
  siteUrl: string;
  /** Other addresses allowed as redirect_to (besides siteUrl and loopback addresses). */
  additionalRedirectUrls: string[];
  /** Maximum JSON body for REST and auth requests, in bytes. */
  bodyLimit: number;
  /** Maximum storage upload, in bytes (Supabase's local default file_size_limit is 50 MiB). */
  uploadLimit: number;
  /** Access-token lifetime in seconds (GoTrue's jwt_expiry). */
  jwtExpiry: number;
  /** Seed an empty catalogue on start (MENTORIA_SEED=off leaves it empty, for tests that need no catalogue). */
  seed: boolean;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const dataDir = env.MENTORIA_DATA_DIR ?? defaultDataDir();
  return {
    host: env.HOST ?? 'localhost',
    port: env.PORT ? Number(env.PORT) : DEFAULT_PORT,
    dataDir,
    storageDir: join(dataDir, 'storage'),
    databaseUrl: env.DATABASE_URL || undefined,
    siteUrl: env.SITE_URL ?? DEFAULT_SITE_URL,
    additionalRedirectUrls: (env.ADDITIONAL_REDIRECT_URLS ?? '').split(',').filter(Boolean),
    bodyLimit: 1024 * 1024,
    uploadLimit: 50 * 1024 * 1024,
    jwtExpiry: 3600,
    seed: env.MENTORIA_SEED !== 'off',
  };
}
