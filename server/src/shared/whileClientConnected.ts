import type { IncomingMessage } from 'node:http';

/**
 * Runs `work` with a signal that aborts if the request's client disconnects
 * meanwhile (curl -m, a closed tab, an aborted fetch), so work still queued
 * for the database can be dropped rather than run for nobody. Node reports a
 * gone client as its socket closing; the listener goes when `work` ends, as
 * a kept-alive socket serves many requests.
 */
export async function whileClientConnected<T>(
  request: IncomingMessage,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const gone = new AbortController();
  const socket = request.socket;
  const abandon = () => gone.abort();
  if (socket.destroyed) abandon();
  else socket.once('close', abandon);
  try {
    return await work(gone.signal);
  } finally {
    socket.removeListener('close', abandon);
  }
}
