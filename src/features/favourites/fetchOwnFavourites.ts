import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { QueryResult } from '../../lib/supabaseResult';
import type { FavouriteRow, Tables } from '../../types/database';
import type { SubjectKind } from '../../types/subject';
import { fetchOwnRowsWithProducts } from '../products/fetchOwnRowsWithProducts';
import { fetchOwnRowsWithCourses } from '../videos/fetchOwnRowsWithCourses';

/** The signed-in user's favourites of one kind, newest first; their ebooks or courses go to their slice. */
export function fetchOwnFavourites(
  kind: SubjectKind,
  userId: string,
  dispatch: Dispatch<UnknownAction>,
): Promise<QueryResult<(FavouriteRow | Tables<'course_favorites'>)[]>> {
  return kind === 'ebook'
    ? fetchOwnRowsWithProducts('Favorites', userId, dispatch)
    : fetchOwnRowsWithCourses('course_favorites', userId, dispatch);
}
