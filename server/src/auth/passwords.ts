import { validationFailed, AuthError } from './authError';
import { bcryptCompare, bcryptHash } from './passwordHashPool';

/** bcrypt cost, as GoTrue and pgcrypto's gen_salt('bf') use: slow enough to make guessing expensive. */
const BCRYPT_COST = 10;
/** GoTrue's minimum_password_length in the CLI's local config. */
export const MIN_PASSWORD_LENGTH = 6;
/** bcrypt reads only the first 72 bytes, so GoTrue refuses longer passwords rather than silently ignore the rest. */
const MAX_PASSWORD_LENGTH = 72;
const BCRYPT_HASH = /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/;

/** Hashed in a worker thread (passwordHashPool), so other requests do not wait behind it. */
export function hashPassword(password: string): Promise<string> {
  return bcryptHash(password, BCRYPT_COST);
}

/**
 * A cost-10 hash of a password nobody uses, fixed in the source so that the first
 * failed sign-in for an unknown email costs no extra hash either.
 */
const DUMMY_HASH = '$2b$10$OmB4rz41XA0b4BlC9kz.lOk1B6LF.2ttpLd/HD5OIfj0vI7pz5gZq';

/**
 * Whether `password` matches the stored bcrypt hash. A missing or unusable hash (unknown
 * email, Google-only account) is compared against a dummy hash, so the answer takes about
 * as long as for a real account and timing does not reveal which emails exist.
 */
export async function passwordMatches(password: string, storedHash: string | null | undefined): Promise<boolean> {
  if (storedHash && BCRYPT_HASH.test(storedHash)) return bcryptCompare(password, storedHash);
  await bcryptCompare(password, DUMMY_HASH);
  return false;
}

/** GoTrue's checks on a new password: present, not over bcrypt's limit, and long enough. */
export function checkNewPassword(password: string | undefined, missingMessage: string): string {
  if (password === undefined || password === '') throw validationFailed(missingMessage);
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_LENGTH) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    const message = `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`;
    throw new AuthError(422, 'weak_password', message, { weak_password: { reasons: ['length'], message } });
  }
  return password;
}
