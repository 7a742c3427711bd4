/** How a session was started, as GoTrue records it in the `amr` claim. */
export type SignInMethod = 'password' | 'oauth' | 'otp' | 'recovery' | 'magiclink' | 'invite' | 'email/signup';

export interface ClaimsUser {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  phone: string | null;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  is_anonymous: boolean;
}

export interface ClaimsInput {
  /** `<public url>/auth/v1`. */
  issuer: string;
  user: ClaimsUser;
  sessionId: string;
  amr: { method: SignInMethod; timestamp: number }[];
  /** Unix seconds. */
  issuedAt: number;
  /** Seconds (GoTrue's jwt_expiry). */
  lifetime: number;
}

/** GoTrue's AccessTokenClaims, in its order; every claim the schema requires is always present. */
export function accessTokenClaims(input: ClaimsInput): Record<string, unknown> {
  const { user } = input;
  return {
    iss: input.issuer,
    sub: user.id,
    aud: user.aud || 'authenticated',
    exp: input.issuedAt + input.lifetime,
    iat: input.issuedAt,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: user.role || 'authenticated',
    aal: 'aal1',
    amr: input.amr,
    session_id: input.sessionId,
    is_anonymous: user.is_anonymous,
  };
}
