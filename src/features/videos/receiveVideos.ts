import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { VideoRow } from '../../types/database';
import { toVideo } from './videos';
import { videosReceived } from './videosSlice';

/**
 * The boundary every videos row crosses once, as products rows do
 * (features/products/receiveProducts.ts): rows become videos in the videos
 * slice, and the endpoint's answer keeps only their ids, in the server's order.
 */
export function receiveVideos(dispatch: Dispatch<UnknownAction>, rows: readonly VideoRow[]): number[] {
  const videos = rows.map(toVideo);
  if (videos.length > 0) dispatch(videosReceived(videos));
  return videos.map((video) => video.id);
}
