import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import type { Video } from './videos';
import { endpointFulfilled } from '../../lib/api';
import type { videosApi } from './videosApi';

/** Every video that has arrived, stored once by id (server data, never persisted). */
const videosAdapter = createEntityAdapter<Video, number>({ selectId: (video) => video.id });
const adapterSelectors = videosAdapter.getSelectors();

export const videosSlice = createSlice({
  name: 'videos',
  initialState: videosAdapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(endpointFulfilled<typeof videosApi>()('getVideos'), (state, action) => {
      videosAdapter.upsertMany(state, action.payload.videos);
    });
  },
  selectors: {
    selectAllVideos: adapterSelectors.selectAll,
    selectVideoIds: adapterSelectors.selectIds,
    selectVideoById: adapterSelectors.selectById,
  },
});

export const { selectAllVideos, selectVideoIds, selectVideoById } = videosSlice.selectors;
