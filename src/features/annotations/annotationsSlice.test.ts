import {
  annotationChanged,
  annotationRefused,
  annotationSaved,
  annotationsSlice,
  serverAnnotationsReceived,
  type AnnotationsState,
} from './annotationsSlice';
import { aHighlight } from './annotationsTestData';

const reduce = annotationsSlice.reducer;
const empty = annotationsSlice.getInitialState();
const userId = 'reader-1';

const withChange = (annotation = aHighlight()): AnnotationsState =>
  reduce(empty, annotationChanged({ userId, annotation }));

test('a highlight made on this device stands at once and waits to be sent', () => {
  const state = withChange();
  expect(state.byId[aHighlight().id]).toEqual(aHighlight());
  expect(state.unsent).toEqual([aHighlight().id]);
});

test('the server’s answer to a save is taken, and nothing waits any more', () => {
  const sent = aHighlight();
  const stored = { ...sent, updatedAt: '2026-11-28T10:00:00.000123Z' };
  const state = reduce(withChange(sent), annotationSaved({ userId, sent, stored }));
  expect(state.byId[sent.id]).toEqual(stored);
  expect(state.unsent).toEqual([]);
});

test('a change made while a save was on its way stays, and still waits to be sent', () => {
  const sent = aHighlight();
  const meanwhile = aHighlight({ note: 'written meanwhile', updatedAt: '2026-11-28T10:01:00.000Z' });
  const state = reduce(
    reduce(withChange(sent), annotationChanged({ userId, annotation: meanwhile })),
    annotationSaved({ userId, sent, stored: sent }),
  );
  expect(state.byId[sent.id]?.note).toBe('written meanwhile');
  expect(state.unsent).toEqual([sent.id]);
});

test('a newer copy from another device replaces an older one waiting here, which is then not sent', () => {
  const newer = aHighlight({ note: 'from the laptop', updatedAt: '2026-11-28T10:09:00.000Z' });
  const state = reduce(withChange(), serverAnnotationsReceived({ userId, annotations: [newer] }));
  expect(state.byId[newer.id]).toEqual(newer);
  expect(state.unsent).toEqual([]);
});

test('a change the server refuses for good is kept on this device, not sent again, and marked', () => {
  const state = reduce(withChange(), annotationRefused({ userId, id: aHighlight().id, bookGone: false }));
  expect(state.byId[aHighlight().id]).toEqual(aHighlight());
  expect(state.unsent).toEqual([]);
  expect(state.refused).toEqual([aHighlight().id]);
});

test('another reader’s annotations are dropped before theirs are kept', () => {
  const state = reduce(withChange(), annotationChanged({ userId: 'reader-2', annotation: aHighlight({ id: 'x' }) }));
  expect(Object.keys(state.byId)).toEqual(['x']);
  expect(state.userId).toBe('reader-2');
});
