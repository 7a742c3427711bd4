import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { fetchOwnRowsWith } from '../../lib/fetchOwnRowsWith';
import type { QueryResult } from '../../lib/supabaseResult';
import type { Tables, VideoRow } from '../../types/database';
import { receiveVideos } from './receiveVideos';

/** The user-owned tables whose rows each point at a course. */
export type OwnCourseTable = 'course_orders' | 'course_favorites';

/**
 * "The signed-in user's rows with their course", newest first, in one request (lib/fetchOwnRowsWith.ts), as
 * fetchOwnRowsWithProducts reads rows that point at ebooks. The courses go to the videos slice
 * (receiveVideos); the rows come back without them.
 */
export function fetchOwnRowsWithCourses<Table extends OwnCourseTable>(
  table: Table,
  userId: string,
  dispatch: Dispatch<UnknownAction>,
): Promise<QueryResult<Tables<Table>[]>> {
  return fetchOwnRowsWith<Tables<Table>, VideoRow>(table, 'Videos', userId, (courses) =>
    receiveVideos(dispatch, courses),
  );
}
