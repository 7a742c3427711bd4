import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Lesson } from './courses';

/**
 * Every lesson that has arrived, stored once by id, as videos are (docs/architecture.md#how-one-screens-data-flows):
 * getCourseLessons pushes the lessons here from its queryFn and keeps only their ids, in outline order.
 * Catalogue data, never persisted.
 */
const lessonsAdapter = createEntityAdapter<Lesson, number>({ selectId: (lesson) => lesson.id });
const adapterSelectors = lessonsAdapter.getSelectors();

export const lessonsSlice = createSlice({
  name: 'lessons',
  initialState: lessonsAdapter.getInitialState(),
  reducers: {
    /** Lessons the server answered with; a later answer about a lesson replaces what was known. */
    lessonsReceived(state, action: PayloadAction<Lesson[]>) {
      lessonsAdapter.setMany(state, action.payload);
    },
  },
  selectors: {
    selectLessonById: adapterSelectors.selectById,
    selectLessonEntities: adapterSelectors.selectEntities,
  },
});

export const { lessonsReceived } = lessonsSlice.actions;
export const { selectLessonById, selectLessonEntities } = lessonsSlice.selectors;
