import { parsePreferences, preferenceApplied, refuseInvalidPreferences, refuseOverMaxAffected } from './preferences';
import { RestError } from './restError';
import { errorThrownBy } from './testing/errorThrownBy';

describe('the Prefer header', () => {
  test('supabase-js joins preferences with ", " and the first value of each wins', () => {
    const prefs = parsePreferences('count=exact, return=representation, count=planned');
    expect(prefs).toMatchObject({ count: 'exact', return: 'representation', invalid: [] });
  });

  test('several Prefer headers read as one', () => {
    const prefs = parsePreferences(['handling=strict', 'max-affected=3', 'tx=rollback']);
    expect(prefs).toMatchObject({ handling: 'strict', maxAffected: 3, tx: 'rollback', invalid: [] });
  });

  test('unknown or malformed preferences are collected, and refused only under handling=strict', () => {
    const lenient = parsePreferences('return=everything, max-affected=many, timezone=UTC');
    expect(lenient.invalid).toEqual(['return=everything', 'max-affected=many', 'timezone=UTC']);
    expect(() => refuseInvalidPreferences(lenient)).not.toThrow();
    const strict = parsePreferences('handling=strict, shiny');
    expect(errorThrownBy(RestError, () => refuseInvalidPreferences(strict)).body()).toEqual({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: shiny',
      hint: null,
    });
  });

  test('max-affected is enforced only with handling=strict', () => {
    expect(() => refuseOverMaxAffected(parsePreferences('max-affected=1'), 5)).not.toThrow();
    expect(() => refuseOverMaxAffected(parsePreferences('handling=strict, max-affected=5'), 5)).not.toThrow();
    const error = errorThrownBy(RestError, () =>
      refuseOverMaxAffected(parsePreferences('handling=strict, max-affected=1'), 2),
    );
    expect(error.httpStatus).toBe(400);
    expect(error.body()).toMatchObject({ code: 'PGRST124', details: 'The query affects 2 rows' });
  });

  test('Preference-Applied lists what applied to the kind of request, in PostgREST order', () => {
    const prefs = parsePreferences('tx=rollback, return=representation, resolution=merge-duplicates, count=exact');
    expect(preferenceApplied(prefs, 'upsert')).toBe(
      'resolution=merge-duplicates, return=representation, count=exact, tx=rollback',
    );
    expect(preferenceApplied(prefs, 'read')).toBe('count=exact, tx=rollback');
    expect(preferenceApplied(parsePreferences('max-affected=2'), 'update')).toBeNull();
    expect(preferenceApplied(parsePreferences('handling=strict, max-affected=2'), 'delete')).toBe(
      'handling=strict, max-affected=2',
    );
  });
});
