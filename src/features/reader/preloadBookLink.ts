import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { preloadPdfOpening } from '../../lib/pdf';
import { selectOfflineBook } from '../offlineBooks/offlineBooksSlice';
import { storageApi } from '../storage/storageApi';

type StateWithOfflineBooks = Parameters<typeof selectOfflineBook>[0];

/**
 * The book's signed link and its first bytes, asked for as the app starts on
 * the reader's route (app/routeReads.ts), once the product's own
 * read (`productRead`, already under way) has answered: signing needs its
 * storage path, and waiting for that read rather than reading the product a
 * second time keeps one request per thing. The reader's own hooks then find
 * the link in the cache (useBookSource takes a link signed moments before the
 * book opened) and openPdf finds the bytes on their way.
 *
 * Nothing is asked for when the product could not be read (the reader says
 * why) or the book is saved on this device (it opens from its copy).
 */
export const bookLinkPreloaded =
  (
    productId: number,
    productRead: PromiseLike<{ isSuccess: boolean }>,
  ): ThunkAction<Promise<void>, StateWithOfflineBooks, unknown, UnknownAction> =>
  async (dispatch, getState) => {
    if (!(await productRead).isSuccess || selectOfflineBook(getState(), productId)) return;
    const link = await dispatch(storageApi.endpoints.getSignedEbookUrl.initiate(productId, { subscribe: false }));
    if (link.data) preloadPdfOpening(link.data.url);
  };
