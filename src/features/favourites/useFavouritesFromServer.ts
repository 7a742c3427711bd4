import { useAppSelector } from '../../app/hooks';
import { selectIsSignedIn } from '../auth/authSlice';
import { useGetFavouritesQuery } from './favouritesApi';

/**
 * Keeps the signed-in reader's favourites (ebooks and courses) loaded from the server for as long
 * as the app runs, so every heart (which reads the persisted cache the query
 * fills) shows what the server holds: favourites made on another device or in
 * another browser included. Mounted once, by the app shell.
 */
export function useFavouritesFromServer(): void {
  const signedIn = useAppSelector(selectIsSignedIn);
  useGetFavouritesQuery('ebook', { skip: !signedIn, refetchOnFocus: true });
  useGetFavouritesQuery('course', { skip: !signedIn, refetchOnFocus: true });
}
