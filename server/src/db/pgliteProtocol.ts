/**
 * The messages between the server's thread and the PGlite worker
 * (pgliteWorker.ts). Each request carries an id and gets exactly one reply
 * with that id; notifications from LISTEN arrive unasked.
 */

export interface OpenOptions {
  dataDir: string;
  /** Postgres compiled once for the process (compiling it again in every new worker takes seconds). */
  engine: WebAssembly.Module;
}

export type WorkerRequest =
  | { id: number; op: 'open'; options: OpenOptions }
  | { id: number; op: 'query'; sql: string; params: readonly unknown[] }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' }
  | { id: number; op: 'rollback' }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; channel: string }
  | { id: number; op: 'close' };

/** An error's message and its Postgres fields (code, detail, hint, …); structured cloning keeps only the message. */
export type SerializedError = { message: string } & Record<string, string | number | undefined>;

export type WorkerReply =
  | { kind: 'reply'; id: number; ok: true; value?: unknown }
  | { kind: 'reply'; id: number; ok: false; error: SerializedError }
  | { kind: 'notification'; channel: string; payload: string };

export interface QueryValue {
  rows: unknown[];
  affectedRows: number;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: SerializedError = { message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

/** An Error with the fields it had in the worker, so isPostgresError and the services read it as before. */
export function deserializeError(fields: SerializedError): Error {
  const { message, ...rest } = fields;
  return Object.assign(new Error(message), rest);
}
