import { contentTypeOf, negotiateOutput } from './outputFormat';
import { RestError } from './restError';

describe('the Accept header', () => {
  test('no header, */* and application/json give a JSON array', () => {
    for (const accept of [undefined, '', '*/*', 'application/json', 'application/json;nulls=stripped']) {
      expect(negotiateOutput(accept)).toEqual({ singular: false, stripNulls: false, csv: false });
    }
  });

  test('.single() and .stripNulls() ask for PostgREST vendor types', () => {
    expect(negotiateOutput('application/vnd.pgrst.object+json')).toMatchObject({ singular: true, stripNulls: false });
    const strippedObject = negotiateOutput('application/vnd.pgrst.object+json;nulls=stripped');
    expect(strippedObject).toMatchObject({ singular: true, stripNulls: true });
    expect(contentTypeOf(strippedObject)).toBe('application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8');
    const strippedArray = negotiateOutput('application/vnd.pgrst.array+json; nulls=stripped');
    expect(strippedArray).toMatchObject({ singular: false, stripNulls: true });
    expect(contentTypeOf(strippedArray)).toBe('application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8');
  });

  test('.csv() asks for text/csv; the first type the server can give wins', () => {
    expect(negotiateOutput('text/csv')).toMatchObject({ csv: true });
    expect(contentTypeOf(negotiateOutput('text/csv'))).toBe('text/csv; charset=utf-8');
    expect(negotiateOutput('application/xml, text/csv, application/json')).toMatchObject({ csv: true });
  });

  test('types are tried by their q weight, so CSV asked for only at a low weight gives JSON', () => {
    expect(negotiateOutput('text/csv;q=0.1, */*')).toMatchObject({ csv: false });
    expect(negotiateOutput('application/json;q=0.5, text/csv')).toMatchObject({ csv: true });
    expect(negotiateOutput('text/csv;q=0, application/json;q=0.2')).toMatchObject({ csv: false });
    expect(() => negotiateOutput('text/csv;q=0')).toThrow(expect.objectContaining({ code: 'PGRST107' }));
  });

  test('a type the server cannot give is 406 PGRST107', () => {
    let caught: unknown;
    try {
      negotiateOutput('application/xml');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(RestError);
    expect((caught as RestError).body()).toMatchObject({ code: 'PGRST107' });
  });
});
