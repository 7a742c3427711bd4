/**
 * What ties a local Google stand-in account to the browser that made it. The stand-in
 * verifies no email, so whoever typed an address first would otherwise be able to sign
 * in as it from anywhere. Instead each browser holds a random key in a cookie, and the
 * account's Google subject is derived from that key and the email: the same browser
 * finds its account again, any other browser derives another subject, finds nothing,
 * and cannot create a second account for the taken email.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const COOKIE = 'mentoria-local-google';
const KEY_FORMAT = /^[A-Za-z0-9_-]{43}$/;
/** The longest lifetime browsers keep a cookie for. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** The browser's key from its Cookie header, if it sent a well-formed one. */
export function browserKeyOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === COOKIE && value !== undefined && KEY_FORMAT.test(value)) return value;
  }
  return undefined;
}

/** The browser's key, given to it now if it had none. */
export function ensureBrowserKey(request: FastifyRequest, reply: FastifyReply, path: string): string {
  const existing = browserKeyOf(request);
  if (existing) return existing;
  const key = randomBytes(32).toString('base64url');
  // HttpOnly: no script (the app's or another page's) can read it; only the stand-in's own path receives it.
  void reply.header('set-cookie', `${COOKIE}=${key}; Path=${path}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax`);
  return key;
}

/** A Google-like numeric subject, stable for one browser and email, unguessable without the browser's key. */
export function googleSubject(browserKey: string, email: string): string {
  const digest = createHash('sha256').update(`${browserKey}\n${email}`).digest();
  return `1${(digest.readBigUInt64BE(0) % 10n ** 20n).toString().padStart(20, '0')}`;
}
