/**
 * `npm run bench` (or `npm run bench -- --scale 100000 --runs 40`): how fast the
 * backend answers the catalogue queries the app sends, on a large catalogue.
 * It builds a scratch database (the seed plus N synthetic ebooks), starts the
 * backend in-process on a free port, and times each query through supabase-js,
 * printing the median and 95th percentile. Timings vary with the machine's load:
 * they are for comparing changes on one machine, not for tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startBackend } from '../../server/src/backend';
import { configFromEnv } from '../../server/src/config';
import { migrate } from '../../server/src/db/migrate';
import { openDatabase } from '../../server/src/db/openDatabase';
import { addScaleData } from '../../server/src/seed/scale';
import { seedIfEmpty } from '../../server/src/seed/seed';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number`);
  return value;
}

const scale = option('scale', 100_000);
const runs = option('runs', 30);
const dataDir = mkdtempSync(join(tmpdir(), 'mentoria-bench-'));
const config = {
  ...configFromEnv({ ...process.env, MENTORIA_DATA_DIR: dataDir }),
  host: '127.0.0.1',
  port: 0,
};

try {
  const db = await openDatabase(config);
  await migrate(db);
  await seedIfEmpty({ db, storageDir: config.storageDir, log: () => undefined });
  if (scale > 0) await addScaleData(db, scale, () => undefined);
  await db.exec('analyze');
  const backend = await startBackend({ config, db, prepare: false });
  const client = createClient(backend.url, backend.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const products = () => client.from('MentoriaDatabase');

  const queries: Record<string, () => PromiseLike<{ error: unknown }>> = {
    'home rows (rpc home_rows, 10 per category)': () => client.rpc('home_rows', { per_category: 10 }),
    'recently added (10 newest)': () => products().select('*').order('created_at', { ascending: false }).limit(10),
    'category page (24, newest first)': () =>
      products().select('*').eq('Categories', 'SEO').order('created_at', { ascending: false }).range(0, 23),
    'free ebooks page (24)': () =>
      products().select('*').eq('Regular_Price', 0).order('created_at', { ascending: false }).range(0, 23),
    'search by name (ilike, 20)': () => products().select('*').ilike('Name', '%playbook%').limit(20),
    'search, no match': () => products().select('*').ilike('Name', '%zzqx%').limit(20),
    'search_products rpc (20)': () => client.rpc('search_products', { search: 'playbook' }),
    'search_products rpc, no match': () => client.rpc('search_products', { search: 'zzqx' }),
    'product by ID': () => products().select('*').eq('ID', 42).single(),
    'related (same Type and category)': () =>
      products().select('*').eq('Type', 'Guide').eq('Categories', 'AI').neq('ID', 42).limit(10),
    'reviews of a product': () =>
      client.from('Reviews').select('*').eq('product_id', 1).order('created_at', { ascending: false }),
  };

  console.log(`Catalogue: seed + ${scale} synthetic ebooks; ${runs} runs per query (after 3 warm-up runs)\n`);
  console.log(`${'query'.padEnd(46)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(10)}`);
  for (const [name, run] of Object.entries(queries)) {
    for (let i = 0; i < 3; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      const { error } = await run();
      times.push(performance.now() - start);
      if (error) throw new Error(`${name}: ${JSON.stringify(error)}`);
    }
    times.sort((x, y) => x - y);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    console.log(`${name.padEnd(46)} ${at(0.5).padStart(10)} ${at(0.95).padStart(10)}`);
  }
  await backend.stop();
  await db.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
