/** Moved to shared/jwt.ts (what every service shares); kept so that importers of this path keep compiling. */
export {
  ANON_IDENTITY,
  bearerToken,
  checkToken,
  signToken,
  verifyToken,
  type TokenCheck,
  type TokenProblem,
  type VerifiedToken,
} from '../shared/jwt';
