import type { useAppDispatch, useAppStore } from '../../app/hooks';
import { selectProductById } from '../products/productsSlice';
import { inReadingOrder, mergeAnnotation, type Annotation } from './annotations';
import { annotationsApi } from './annotationsApi';
import type { BookAnnotations } from './annotationsExport';
import { selectAnnotations } from './annotationsSlice';
import { saveAnnotationsFile, type ExportFormat } from './saveAnnotationsFile';

/** The store as the button has it (useAppStore's state, useAppDispatch's dispatch for the request). */
interface Store {
  dispatch: ReturnType<typeof useAppDispatch>;
  getState: ReturnType<typeof useAppStore>['getState'];
}

/** How an export of every book's notes went: saved, nothing to save, or the server could not be asked. */
export type ExportOutcome = 'saved' | 'empty' | 'failed';

/** The server's copies and this device's (changes not sent yet included), the newer of each. */
function newestOfEach(server: readonly Annotation[], device: readonly Annotation[]): Annotation[] {
  const byId = new Map(server.map((annotation) => [annotation.id, annotation]));
  for (const local of device) {
    const remote = byId.get(local.id);
    byId.set(local.id, remote ? mergeAnnotation(remote, local) : local);
  }
  return inReadingOrder([...byId.values()]);
}

/**
 * Every book's highlights, notes and bookmarks in one file, from Settings (docs/product.md#the-reader-is-a-study-tool).
 * Loaded only when the reader asks for it, so Settings does not carry it.
 */
export async function exportAllAnnotations(store: Store, format: ExportFormat): Promise<ExportOutcome> {
  const answer = await store.dispatch(
    annotationsApi.endpoints.getAllAnnotations.initiate(undefined, { forceRefetch: true, subscribe: false }),
  );
  if (answer.error || !answer.data) return 'failed';
  const state = store.getState();
  const all = newestOfEach(answer.data.annotations, Object.values(selectAnnotations(state).byId));
  const books = new Map<number, Annotation[]>();
  for (const annotation of all)
    books.set(annotation.productId, [...(books.get(annotation.productId) ?? []), annotation]);
  if (books.size === 0) return 'empty';
  const titled: BookAnnotations[] = [...books].map(([productId, annotations]) => ({
    title: selectProductById(state, productId)?.name ?? `Ebook ${productId}`,
    annotations,
  }));
  titled.sort((a, b) => a.title.localeCompare(b.title));
  saveAnnotationsFile(titled, format, 'Mentoria');
  return 'saved';
}
