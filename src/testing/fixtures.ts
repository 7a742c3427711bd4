import type { SignedInUser } from '../features/auth/authSlice';

/** The seeded demo reader as the store knows a signed-in user (decisions.md: Demo Reader). */
export const demoReader: SignedInUser = {
  id: 'u1',
  email: 'demo@mentoria.test',
  firstName: 'Demo',
  lastName: 'Reader',
  fullName: 'Demo Reader',
  avatarUrl: null,
};
