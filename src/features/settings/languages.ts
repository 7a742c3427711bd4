/**
 * The languages Mentoria's interface is offered in (docs/product.md#languages). English is
 * the only one until translations exist; a new entry here adds it to the
 * Language page.
 */
export const APP_LANGUAGES = [{ code: 'en', name: 'English' }] as const;

export const DEFAULT_LANGUAGE = APP_LANGUAGES[0].code;
