import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfflineStorageFullError } from '../../lib/offlineFiles';
import { OFFLINE_COPY_LABELS } from '../../shared/ui/OfflineCopy';
import { demoReader, signedInAuth } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { sessionChanged, signOutStarted } from '../auth/authSlice';
import type { Lesson } from '../courses/courses';
import { lessonsReceived } from '../courses/lessonsSlice';
import { removeCourseFiles, saveCourseFiles } from './offlineCourseFiles';
import { OfflineCourseControls } from './OfflineCourseControls';
import { selectOfflineCourses } from './offlineCoursesSlice';

const lesson: Lesson = {
  id: 41,
  courseId: 4,
  position: 1,
  title: 'Welcome',
  description: null,
  durationSeconds: 30,
  videoPath: '4/welcome.webm',
  captionsPath: '4/welcome.vtt',
  chaptersPath: null,
};

/** An answer as RTK Query's initiate gives it: a request whose unwrap resolves. */
const answer = (data: unknown) => () => ({ unwrap: () => Promise.resolve(data) });

// The course's reads and signed links come at once; the files themselves are what these tests control.
jest.mock('../courses/coursesApi', () => ({
  coursesApi: {
    endpoints: {
      getCourseLessons: { initiate: () => answer([41]) },
      getCourse: { initiate: () => answer(4) },
      getCourseOrders: { initiate: () => answer({ userId: 'u1', orders: [] }) },
      claimFreeCourse: { initiate: () => () => ({}) },
    },
  },
}));
jest.mock('../storage/storageApi', () => ({
  storageApi: {
    endpoints: {
      getSignedLessonFiles: {
        initiate: () => answer({ lessonId: 41, video: 'http://files.test/v', captions: 'http://files.test/c' }),
      },
    },
  },
}));
jest.mock('./offlineCourseFiles', () => ({
  ...jest.requireActual<object>('./offlineCourseFiles'),
  saveCourseFiles: jest.fn(),
  removeCourseFiles: jest.fn(() => Promise.resolve()),
}));
jest.mock('../../lib/offlineFiles', () => ({
  ...jest.requireActual<object>('../../lib/offlineFiles'),
  askForPersistentStorage: jest.fn(() => Promise.resolve()),
}));

const save = jest.mocked(saveCourseFiles);
const remove = jest.mocked(removeCourseFiles);
const course = { id: 4, name: 'Study Skills', premium: false, price: 0 };

function renderControls() {
  const rendered = renderWithProviders(<OfflineCourseControls course={course} />, {
    preloadedState: { auth: signedInAuth(demoReader) },
  });
  act(() => void rendered.store.dispatch(lessonsReceived([lesson])));
  return rendered;
}

const download = () =>
  userEvent.click(screen.getByRole('button', { name: 'Download Study Skills for offline viewing' }));

afterEach(() => jest.clearAllMocks());

test('a downloaded course is available offline, with the space it takes, and Remove frees it', async () => {
  save.mockResolvedValue(3 * 1024 * 1024);
  const { store } = renderControls();
  await download();
  expect(await screen.findByText(OFFLINE_COPY_LABELS.available)).toBeInTheDocument();
  expect(screen.getByText('3.0 MB on this device')).toBeInTheDocument();
  expect(save).toHaveBeenCalledWith(
    expect.objectContaining({
      userId: demoReader.id,
      bucket: 'lessons-free',
      lessons: [
        {
          files: { lessonId: 41, videoPath: lesson.videoPath, captionsPath: lesson.captionsPath, chaptersPath: null },
          links: { [lesson.videoPath]: 'http://files.test/v', [lesson.captionsPath]: 'http://files.test/c' },
        },
      ],
    }),
  );

  await userEvent.click(screen.getByRole('button', { name: 'Remove offline copy of Study Skills' }));
  expect(remove).toHaveBeenCalledWith(demoReader.id, expect.objectContaining({ courseId: 4 }));
  expect(selectOfflineCourses(store.getState())).toEqual([]);
  expect(screen.getByRole('button', { name: 'Download Study Skills for offline viewing' })).toBeInTheDocument();
});

test('a device with no room left says so, and the course is not listed as available offline', async () => {
  save.mockRejectedValue(new OfflineStorageFullError('course'));
  const { store } = renderControls();
  await download();
  expect(store.getState().toasts.items).toEqual([
    expect.objectContaining({
      kind: 'danger',
      message: expect.stringMatching(/^There is not enough space on this device to save this course\./),
    }),
  ]);
  expect(screen.queryByText(OFFLINE_COPY_LABELS.available)).not.toBeInTheDocument();
  expect(selectOfflineCourses(store.getState())).toEqual([]);
});

test('signing out while a course downloads stops it, and nothing of it stays on the device', async () => {
  let finish: (bytes: number) => void = () => undefined;
  let stopped: AbortSignal | undefined;
  save.mockImplementation(({ signal }) => {
    stopped = signal;
    return new Promise((resolve) => (finish = resolve));
  });
  const { store } = renderControls();
  await download();
  expect(await screen.findByRole('progressbar', { name: 'Downloading Study Skills' })).toBeInTheDocument();

  act(() => {
    store.dispatch(signOutStarted());
    store.dispatch(sessionChanged(null));
  });
  expect(stopped?.aborted).toBe(true);
  await act(async () => finish(2048));

  expect(store.getState().offlineCourses?.byUser).toEqual({});
  expect(remove).toHaveBeenCalledWith(demoReader.id, expect.objectContaining({ courseId: 4 }));
  expect(store.getState().toasts.items).toEqual([]);
});
