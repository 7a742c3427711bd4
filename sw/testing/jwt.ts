/** An unsigned JWT with the given claims: the worker reads claims only, never checks signatures. */
export function jwtFor(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}
