import { expect } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import type { Lesson } from '../../features/courses/courses';
import { coursesApi } from '../../features/courses/coursesApi';
import { reviewsApi } from '../../features/reviews/reviewsApi';
import { reviewsReceived } from '../../features/reviews/reviewsSlice';
import { lessonsReceived } from '../../features/courses/lessonsSlice';
import type { Video } from '../../features/videos/videos';
import { videosReceived } from '../../features/videos/videosSlice';
import { demoReader, onePage, signedInAuth, visitorAuth } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { CoursePage } from './CoursePage';

const course: Video = {
  id: 7,
  name: 'SEO From Scratch',
  category: 'SEO',
  premium: true,
  price: 39,
  image: null,
  shortDescription: 'Rank for what your readers search.',
  lessons: 3,
  rating: 4.6,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const lesson = (position: number, durationSeconds: number): Lesson => ({
  id: 100 + position,
  courseId: 7,
  position,
  title: `Lesson title ${position}`,
  description: null,
  durationSeconds,
  videoPath: `clips/${position}/video.webm`,
  captionsPath: `clips/${position}/captions.vtt`,
  chaptersPath: null,
});
const lessons = [lesson(1, 65), lesson(2, 50), lesson(3, 70)];

const home = { '/': <h1>Home</h1>, '/videos': <h1>Videos</h1> };

/**
 * The course page at /video?id=7 once its reads have answered, as they leave the store (there is no backend
 * under jsdom): the course in the videos slice, its lessons in the lessons slice, and, for a signed-in
 * learner, their course orders.
 */
async function renderCourse({ signedIn, owned = false }: { signedIn: boolean; owned?: boolean }) {
  const rendered = renderWithProviders(<p>Start</p>, {
    route: '/start',
    preloadedState: { auth: signedIn ? signedInAuth(demoReader) : visitorAuth },
    otherRoutes: { '/video': <CoursePage />, ...home },
  });
  const { store } = rendered;
  store.dispatch(videosReceived([course]));
  store.dispatch(lessonsReceived(lessons));
  await store.dispatch(
    coursesApi.util.upsertQueryData(
      'getCourseLessons',
      7,
      lessons.map((item) => item.id),
    ),
  );
  await store.dispatch(coursesApi.util.upsertQueryData('getRelatedCourses', { id: 7, category: 'SEO' }, []));
  if (signedIn) {
    const orders = owned ? [{ id: 1, courseId: 7, amount: 39, createdAt: '2026-02-01T00:00:00.000Z' }] : [];
    await store.dispatch(
      coursesApi.util.upsertQueryData('getCourseOrders', undefined, { userId: demoReader.id, orders }),
    );
  }
  // The course's reviews: one by another learner; none by this one.
  store.dispatch(reviewsReceived([courseReview]));
  await store.dispatch(reviewsApi.util.upsertQueryData('getReviews', { kind: 'course', id: 7 }, onePage([31])));
  if (signedIn) {
    await store.dispatch(
      reviewsApi.util.upsertQueryData(
        'getOwnReview',
        { subject: { kind: 'course', id: 7 }, userId: demoReader.id },
        null,
      ),
    );
  }
  await act(() => rendered.router.navigate('/video?id=7'));
  return rendered;
}

const courseReview = {
  id: 31,
  subject: { kind: 'course' as const, id: 7 },
  content: 'The keyword lesson alone was worth it.',
  userId: 'u-31',
  author: { name: 'Amelia Hart', email: null, avatarUrl: null },
  createdAt: '2026-03-01T12:00:00.000Z',
  editedAt: null,
};

const reviewsSection = () => within(screen.getByRole('region', { name: 'Reviews' }));

const lessonList = () => within(screen.getByRole('region', { name: 'Lessons' })).getByRole('list');

test('while the course loads, the page says so', () => {
  renderWithProviders(<CoursePage />, { route: '/video?id=7', preloadedState: { auth: visitorAuth } });
  expect(screen.getByRole('status')).toHaveTextContent('Loading the course…');
});

test.each(['/video?id=abc', '/video?id=0'])(
  '%s says the course is not found, with the way home and no Retry',
  (route) => {
    renderWithProviders(<CoursePage />, { route, preloadedState: { auth: visitorAuth }, otherRoutes: home });
    expect(screen.getByRole('heading', { level: 1, name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  },
);

test('a course page without an id goes to the videos', async () => {
  renderWithProviders(<CoursePage />, { route: '/video', preloadedState: { auth: visitorAuth }, otherRoutes: home });
  expect(await screen.findByRole('heading', { name: 'Videos' })).toBeInTheDocument();
});

test('a visitor sees the course, its lessons without links, and is asked to sign in to watch', async () => {
  const { store } = await renderCourse({ signedIn: false });
  expect(screen.getByRole('heading', { level: 1, name: 'SEO From Scratch' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'SEO' })).toHaveAttribute('href', '/videos?category=SEO');
  expect(screen.getByText('Premium')).toBeInTheDocument();
  expect(screen.getByText('3 lessons · 3 min')).toBeInTheDocument();
  expect(screen.getByText('Rank for what your readers search.')).toBeInTheDocument();
  expect(screen.getByText(/Rated/).parentElement).toHaveTextContent('Rated 4.6 out of 5');

  const items = within(lessonList()).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    '1Lesson 1: Lesson title 11:05',
    '2Lesson 2: Lesson title 20:50',
    '3Lesson 3: Lesson title 31:10',
  ]);
  expect(within(lessonList()).queryByRole('link')).not.toBeInTheDocument();

  await act(() => screen.getByRole('button', { name: 'Sign in to watch' }).click());
  // The login modal lives in the app's shell, which opens it from this flag.
  expect(store.getState().auth.loginModalOpen).toBe(true);
});

test('a learner who has not bought a premium course is offered to buy it at its price, through the checkout', async () => {
  await renderCourse({ signedIn: true });
  expect(screen.getByRole('link', { name: 'Buy Now 39$' })).toHaveAttribute('href', '/checkout?course=7');
  expect(within(lessonList()).queryByRole('link')).not.toBeInTheDocument();
});

test('a learner who owns the course starts it, and every lesson opens in the player', async () => {
  await renderCourse({ signedIn: true, owned: true });
  expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/watch?id=7&lesson=1');
  expect(screen.queryByRole('link', { name: /Buy Now/ })).not.toBeInTheDocument();
  expect(within(lessonList()).getByRole('link', { name: 'Lesson title 2' })).toHaveAttribute(
    'href',
    '/watch?id=7&lesson=2',
  );
});

test('a free course is watched by any signed-in learner, owned or not', async () => {
  const rendered = await renderCourse({ signedIn: true });
  act(() => void rendered.store.dispatch(videosReceived([{ ...course, premium: false, price: 0 }])));
  expect(screen.getByText('Free')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/watch?id=7&lesson=1');
  expect(within(lessonList()).getAllByRole('link')).toHaveLength(3);
});

test('a visitor reads the course’s reviews and is asked to sign in to write one', async () => {
  const { store } = await renderCourse({ signedIn: false });
  expect(reviewsSection().getByText('The keyword lesson alone was worth it.')).toBeInTheDocument();
  expect(reviewsSection().getByText('Sign in to write a review')).toBeInTheDocument();
  await act(() => reviewsSection().getByRole('button', { name: 'Login to write a review' }).click());
  expect(store.getState().auth.loginModalOpen).toBe(true);
});

test('a signed-in learner gets the review box under the course', async () => {
  await renderCourse({ signedIn: true });
  expect(reviewsSection().getByRole('textbox', { name: 'Write a review' })).toBeInTheDocument();
});

test('a visitor pressing the course’s heart is asked to sign in, and the course is favourited once they have', async () => {
  const { store } = await renderCourse({ signedIn: false });
  const heart = screen.getByRole('button', { name: 'Favourite: SEO From Scratch' });
  expect(heart).toHaveAttribute('aria-pressed', 'false');
  await act(() => heart.click());
  expect(store.getState().auth).toMatchObject({
    loginModalOpen: true,
    afterSignIn: { type: 'favouriteCourse', courseId: 7 },
  });
});
