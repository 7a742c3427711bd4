import type { AuthState, SignedInUser } from './authSlice';
import { favouritesBelongToSomeoneElse, isUserSwitch, isVisitorSigningIn, toSignedInUser } from './authUser';

describe('the signed-in user, from what supabase-js knows', () => {
  test('an email account shows its first and last name as the full name', () => {
    const user = toSignedInUser({
      id: 'u1',
      email: 'demo@mentoria.test',
      user_metadata: { first_name: 'Demo', last_name: 'Reader' },
    });
    expect(user).toEqual({
      id: 'u1',
      email: 'demo@mentoria.test',
      firstName: 'Demo',
      lastName: 'Reader',
      fullName: 'Demo Reader',
      avatarUrl: null,
    });
  });

  test("a Google account shows Google's full name and picture", () => {
    const user = toSignedInUser({
      id: 'u2',
      email: 'grace@gmail.test',
      user_metadata: { full_name: 'Grace Hopper', picture: 'https://example.test/grace.png' },
    });
    expect(user).toMatchObject({ firstName: '', lastName: '', fullName: 'Grace Hopper' });
    expect(user.avatarUrl).toBe('https://example.test/grace.png');
  });

  test('avatar_url wins over picture, and full_name over first and last name', () => {
    const user = toSignedInUser({
      id: 'u3',
      email: 'a@b.test',
      user_metadata: {
        full_name: 'Ada King',
        first_name: 'Ada',
        last_name: 'Lovelace',
        avatar_url: 'a.png',
        picture: 'p.png',
      },
    });
    expect(user).toMatchObject({ fullName: 'Ada King', firstName: 'Ada', lastName: 'Lovelace', avatarUrl: 'a.png' });
  });

  test('an account without any name is shown by its email', () => {
    expect(toSignedInUser({ id: 'u4', email: 'quiet@example.test', user_metadata: {} }).fullName).toBe(
      'quiet@example.test',
    );
  });

  test('only the first name, or only blanks, still give a sensible name', () => {
    expect(toSignedInUser({ id: 'u5', email: 'x@y.test', user_metadata: { first_name: ' Cher ' } }).fullName).toBe(
      'Cher',
    );
    expect(
      toSignedInUser({ id: 'u6', email: 'x@y.test', user_metadata: { first_name: '  ', last_name: 42 } }).fullName,
    ).toBe('x@y.test');
  });
});

const someone = (id: string): SignedInUser => ({
  id,
  email: `${id}@example.test`,
  firstName: '',
  lastName: '',
  fullName: id,
  avatarUrl: null,
});
const auth = (status: AuthState['status'], user: SignedInUser | null) => ({ status, user });

describe('when a different person starts using the app', () => {
  test('the first answer after start-up is not a change, whoever it names', () => {
    expect(isUserSwitch(auth('unknown', null), someone('ann'))).toBe(false);
    expect(isUserSwitch(auth('unknown', null), null)).toBe(false);
  });

  test('signing out is a change', () => {
    expect(isUserSwitch(auth('signedIn', someone('ann')), null)).toBe(true);
  });

  test('a visitor signing in is a change', () => {
    expect(isUserSwitch(auth('signedOut', null), someone('ann'))).toBe(true);
  });

  test('another account signing in is a change', () => {
    expect(isUserSwitch(auth('signedIn', someone('ann')), someone('bob'))).toBe(true);
  });

  test('the same user again (a refreshed token, fresher names) is not', () => {
    expect(isUserSwitch(auth('signedIn', someone('ann')), { ...someone('ann'), fullName: 'Ann Lee' })).toBe(false);
    expect(isUserSwitch(auth('signedOut', null), null)).toBe(false);
  });
});

describe('a visitor signing in', () => {
  test('is a visitor becoming someone', () => {
    expect(isVisitorSigningIn(auth('signedOut', null), someone('ann'))).toBe(true);
  });

  test('is not the start-up answer, another account, or a sign-out', () => {
    expect(isVisitorSigningIn(auth('unknown', null), someone('ann'))).toBe(false);
    expect(isVisitorSigningIn(auth('signedIn', someone('ann')), someone('bob'))).toBe(false);
    expect(isVisitorSigningIn(auth('signedIn', someone('ann')), null)).toBe(false);
    expect(isVisitorSigningIn(auth('signedOut', null), null)).toBe(false);
  });
});

describe('whose favourites cache this is', () => {
  test('it is kept while nobody knows yet who is signed in', () => {
    expect(favouritesBelongToSomeoneElse(auth('unknown', null), 'ann')).toBe(false);
  });

  test("the signed-in user's own cache is kept", () => {
    expect(favouritesBelongToSomeoneElse(auth('signedIn', someone('ann')), 'ann')).toBe(false);
  });

  test("another user's cache is not", () => {
    expect(favouritesBelongToSomeoneElse(auth('signedIn', someone('bob')), 'ann')).toBe(true);
  });

  test("a visitor sees nobody's favourites", () => {
    expect(favouritesBelongToSomeoneElse(auth('signedOut', null), 'ann')).toBe(true);
  });

  test('an empty cache belongs to nobody and needs no clearing', () => {
    expect(favouritesBelongToSomeoneElse(auth('signedOut', null), null)).toBe(false);
  });
});
