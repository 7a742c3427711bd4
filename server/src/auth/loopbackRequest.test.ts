import type { FastifyRequest } from 'fastify';
import { isLocalBrowserRequest, isLocalHostName, isLoopbackAddress } from './loopbackRequest';

const PUBLIC_URL = 'http://localhost:54321';
const requestFrom = (remoteAddress: string | undefined, host: string | undefined) =>
  ({ socket: { remoteAddress }, headers: { host } }) as unknown as FastifyRequest;

test('loopback peers are this machine, over IPv4, IPv6 and IPv4-mapped IPv6', () => {
  for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
    expect(isLoopbackAddress(address)).toBe(true);
  }
  for (const address of [undefined, '', '192.0.2.10', '10.0.0.1', '2001:db8::1', '::ffff:192.0.2.1', '128.0.0.1']) {
    expect(isLoopbackAddress(address)).toBe(false);
  }
});

test('a Host header is local when it names this machine or the name the backend was started with', () => {
  for (const host of ['localhost:54321', 'LOCALHOST', 'app.localhost:1', '127.0.0.1:54321', '[::1]:54321']) {
    expect(isLocalHostName(host, 'localhost')).toBe(true);
  }
  expect(isLocalHostName('devbox.lan:54321', 'devbox.lan')).toBe(true);
  for (const host of [undefined, '', 'attacker.example', 'localhost.attacker.example', '127.0.0.1.nip.io', 'a b']) {
    expect(isLocalHostName(host, 'localhost')).toBe(false);
  }
});

test('only a loopback peer naming a local host is a local browser', () => {
  expect(isLocalBrowserRequest(requestFrom('127.0.0.1', 'localhost:54321'), PUBLIC_URL)).toBe(true);
  expect(isLocalBrowserRequest(requestFrom('192.0.2.10', 'localhost:54321'), PUBLIC_URL)).toBe(false);
  expect(isLocalBrowserRequest(requestFrom('2001:db8::1', 'localhost:54321'), PUBLIC_URL)).toBe(false);
  expect(isLocalBrowserRequest(requestFrom('127.0.0.1', 'attacker.example'), PUBLIC_URL)).toBe(false);
});
