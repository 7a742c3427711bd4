/**
 * The load generator: `clients` clients, each sending one request after
 * another over its own kept-alive loopback connection for a fixed time, as
 * autocannon does. Built on node:http rather than fetch, whose per-request
 * overhead would make the generator, not the server, the bottleneck on a small
 * machine; its own CPU use is measured so a report can tell.
 */
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';

export type RequestKind = 'read' | 'write';

export interface LoadRequest {
  kind: RequestKind;
  method: 'GET' | 'POST';
  /** Path and query, from the backend's root. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /**
   * Called with a 2xx answer's body (only when given: other answers are not
   * read into a string); returns why the answer is wrong, or null.
   */
  checkAnswer?(body: string): string | null;
}

export interface LoadRunOptions {
  baseUrl: string;
  clients: number;
  seconds: number;
  /** The next request of a client (index from 0), its `sequence`-th. */
  nextRequest(client: number, sequence: number): LoadRequest;
}

export interface LoadRunResult {
  /** Wall time from the first request to the last answer, in seconds. */
  elapsedSeconds: number;
  /** Latencies in ms of the requests answered 2xx, by kind. */
  latencies: Record<RequestKind, number[]>;
  /** Requests that failed: a non-2xx answer, a wrong body, a network error or a timeout. */
  errorCount: number;
  /** The first few error messages, for the report. */
  errorSamples: string[];
  /** CPU the generator itself used, in cores (1 = one core busy the whole run). */
  generatorCores: number;
}

/** No request of the mix should take this long; one that does is an error, not a hang. */
const REQUEST_TIMEOUT_MS = 30_000;
const KEPT_ERRORS = 5;

export async function runLoad({ baseUrl, clients, seconds, nextRequest }: LoadRunOptions): Promise<LoadRunResult> {
  const { hostname, port } = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: clients, maxFreeSockets: clients });
  const latencies: Record<RequestKind, number[]> = { read: [], write: [] };
  const errorSamples: string[] = [];
  let errorCount = 0;
  const failed = (message: string) => {
    errorCount += 1;
    if (errorSamples.length < KEPT_ERRORS) errorSamples.push(message);
  };

  const send = (load: LoadRequest) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const label = `${load.method} ${load.path.slice(0, 120)}`;
      const request = httpRequest(
        { agent, hostname, port, method: load.method, path: load.path, headers: load.headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error) => {
            failed(`${label}: ${error.message}`);
            resolve();
          });
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            const ok = status >= 200 && status < 300;
            const needsText = !ok || load.checkAnswer;
            const text = needsText ? Buffer.concat(chunks).toString('utf8') : '';
            const bytes = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
            const wrong = !ok
              ? `${status} ${text.slice(0, 200)}`
              : // Every answer of the mix has a body (an empty list is `[]`): none is a broken answer.
                bytes === 0
                ? `${status} with an empty body (content-encoding ${response.headers['content-encoding'] ?? 'none'})`
                : (load.checkAnswer?.(text) ?? null);
            if (wrong === null) latencies[load.kind].push(performance.now() - started);
            else failed(`${label}: ${wrong}`);
            resolve();
          });
        },
      );
      request.setTimeout(REQUEST_TIMEOUT_MS, () =>
        request.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)),
      );
      request.on('error', (error) => {
        failed(`${label}: ${error.message}`);
        resolve();
      });
      request.end(load.body);
    });

  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let sequence = 0; performance.now() < deadline; sequence += 1) await send(nextRequest(client, sequence));
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  return {
    elapsedSeconds,
    latencies,
    errorCount,
    errorSamples,
    generatorCores: (cpu.user + cpu.system) / 1e6 / elapsedSeconds,
  };
}
