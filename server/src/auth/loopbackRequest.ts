/**
 * Whether a request comes from a browser on this machine, addressed to this machine:
 * for pages that only make sense locally (the Google stand-in), which must not answer
 * other machines when the backend listens on a public interface, nor a foreign site that
 * points its own host name at 127.0.0.1 (DNS rebinding: the connection is then local,
 * but the Host header names the foreign site).
 */
import type { FastifyRequest } from 'fastify';

const LOOPBACK_ADDRESS = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK_ADDRESS.test(address);
}

/** Host names that always mean this machine; `publicHost` is the name the backend was started with. */
export function isLocalHostName(hostHeader: string | undefined, publicHost: string): boolean {
  if (!hostHeader) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${hostHeader}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  return (
    bare === 'localhost' ||
    bare.endsWith('.localhost') ||
    isLoopbackAddress(bare) ||
    hostname === publicHost.toLowerCase()
  );
}

/**
 * The socket's peer, not request.ip: no forwarding header can make a remote client look
 * local (the backend trusts no proxy headers anyway, and the app talks to it directly).
 */
export function isLocalBrowserRequest(request: FastifyRequest, publicUrl: string): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    isLocalHostName(request.headers.host, new URL(publicUrl).hostname)
  );
}
