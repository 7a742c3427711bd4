import { AFTER_SIGN_IN_TRIP_STORAGE_KEY } from '../../config/constants';
import { keepAfterSignInForTrip, parseAfterSignIn, takeAfterSignInFromTrip } from './afterSignInTrip';

beforeEach(() => sessionStorage.clear());

describe("what a visitor asked for, kept while Google's sign-in has the browser", () => {
  test('comes back once: taking it removes the kept copy', () => {
    keepAfterSignInForTrip({ type: 'favourite', productId: 12 });
    expect(takeAfterSignInFromTrip()).toEqual({ type: 'favourite', productId: 12 });
    expect(sessionStorage.getItem(AFTER_SIGN_IN_TRIP_STORAGE_KEY)).toBeNull();
    expect(takeAfterSignInFromTrip()).toBeNull();
  });

  test('nothing asked for leaves nothing kept, and clears an older copy', () => {
    keepAfterSignInForTrip({ type: 'checkout', productId: 3 });
    keepAfterSignInForTrip(null);
    expect(takeAfterSignInFromTrip()).toBeNull();
  });

  test('each kind of wish survives the trip', () => {
    for (const type of ['favourite', 'getEbook', 'checkout'] as const) {
      keepAfterSignInForTrip({ type, productId: 1 });
      expect(takeAfterSignInFromTrip()).toEqual({ type, productId: 1 });
    }
    keepAfterSignInForTrip({ type: 'favouriteCourse', courseId: 4 });
    expect(takeAfterSignInFromTrip()).toEqual({ type: 'favouriteCourse', courseId: 4 });
  });

  test('a copy edited by hand or left by another version is ignored, and removed', () => {
    for (const text of [
      'not json',
      'null',
      '42',
      '{"type":"delete-account","productId":1}',
      '{"type":"favourite","productId":"1"}',
      '{"type":"favourite","productId":0}',
      '{"type":"favourite","productId":1.5}',
      '{"type":"favourite"}',
      '{"type":"__proto__","productId":1}',
      '{"type":"favouriteCourse","productId":1}',
    ]) {
      sessionStorage.setItem(AFTER_SIGN_IN_TRIP_STORAGE_KEY, text);
      expect([text, takeAfterSignInFromTrip()]).toEqual([text, null]);
      expect(sessionStorage.getItem(AFTER_SIGN_IN_TRIP_STORAGE_KEY)).toBeNull();
    }
    expect(parseAfterSignIn('{"type":"getEbook","productId":7,"extra":true}')).toEqual({
      type: 'getEbook',
      productId: 7,
    });
  });
});
