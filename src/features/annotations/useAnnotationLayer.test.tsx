import { act, renderHook } from '@testing-library/react';
import { aBookmark, aHighlight } from './annotationsTestData';
import { highlightsOf, useAnnotationLayer } from './useAnnotationLayer';

const selection = {
  range: { page: 2, start: 3, end: 9 },
  text: 'chosen',
  rect: { top: 0, bottom: 10, left: 0, right: 10, width: 10, height: 10, x: 0, y: 0 } as DOMRect,
};

test('the pages are given each live highlight’s range in its colour, and no bookmark', () => {
  const gone = aHighlight({ id: 'gone', deletedAt: '2026-11-28T11:00:00.000Z' });
  expect(highlightsOf([aHighlight({ colour: 'pink' }), aBookmark(), gone])).toEqual([
    { page: 3, start: 10, end: 24, kind: 'pink' },
  ]);
});

test('the toolbar stays while the reader writes a note, though the page’s selection went with the focus', () => {
  const toolbar = document.createElement('div');
  toolbar.className = 'selection-toolbar';
  const field = document.createElement('textarea');
  toolbar.append(field);
  document.body.append(toolbar);
  const { result } = renderHook(() => useAnnotationLayer([]));
  act(() => result.current.onTextSelected(selection));
  field.focus();
  act(() => result.current.onTextSelected(null));
  expect(result.current.selection).toBe(selection);

  field.blur();
  act(() => result.current.onTextSelected(null));
  expect(result.current.selection).toBeNull();
  toolbar.remove();
});
