import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Video } from './videos';

/**
 * Every video that has arrived, stored once by id, as products are
 * (docs/architecture.md#how-one-screens-data-flows): getVideos pushes the
 * videos here from its queryFn (receiveVideos) and keeps only ids in its
 * pages. Server data, never persisted.
 */
const videosAdapter = createEntityAdapter<Video, number>({ selectId: (video) => video.id });
const adapterSelectors = videosAdapter.getSelectors();

export const videosSlice = createSlice({
  name: 'videos',
  initialState: videosAdapter.getInitialState(),
  reducers: {
    /** Videos the server answered with; a later answer about a video replaces what was known. */
    videosReceived(state, action: PayloadAction<Video[]>) {
      videosAdapter.setMany(state, action.payload);
    },
  },
  selectors: {
    selectVideoById: adapterSelectors.selectById,
    selectVideoEntities: adapterSelectors.selectEntities,
  },
});

export const { videosReceived } = videosSlice.actions;
export const { selectVideoById, selectVideoEntities } = videosSlice.selectors;
