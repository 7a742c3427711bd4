import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { LessonPlayer } from './LessonPlayer';
import type { LessonPlayerProps } from './lessonPlayerProps';
import { MEDIA_ERROR } from './mediaFailure';

/**
 * jsdom has the video element but plays nothing: play() and pause() are stubbed to do what a browser's do
 * (flip `paused`, fire the event), and the lesson's length, its end and its failures are given as the
 * browser would report them.
 */
let playing = false;
const textTracks = new WeakMap<HTMLTrackElement, { mode: TextTrackMode }>();
beforeAll(() => {
  // jsdom's <track> has no TextTrack: each gets a stand-in whose mode the player sets.
  Object.defineProperty(HTMLTrackElement.prototype, 'track', {
    configurable: true,
    get(this: HTMLTrackElement) {
      if (!textTracks.has(this)) textTracks.set(this, { mode: 'disabled' });
      return textTracks.get(this);
    },
  });
});
beforeEach(() => {
  playing = false;
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    playing = true;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    playing = false;
    this.dispatchEvent(new Event('pause'));
  });
  jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => !playing);
});
afterEach(() => jest.restoreAllMocks());

const video = () => document.querySelector('video')!;

/** The browser read the lesson's length (46 s) from the file it was given. */
function metadataLoaded(duration = 46) {
  const element = video();
  Object.defineProperty(element, 'duration', { configurable: true, value: duration });
  Object.defineProperty(element, 'readyState', { configurable: true, value: 1 });
  act(() => {
    element.dispatchEvent(new Event('loadedmetadata'));
  });
}

/** The lesson played to its end. */
function lessonEnded() {
  const element = video();
  playing = false;
  Object.defineProperty(element, 'ended', { configurable: true, value: true });
  act(() => {
    element.dispatchEvent(new Event('pause'));
    element.dispatchEvent(new Event('ended'));
  });
}

/** The element failed, as it reports a refused link (network) or a file it cannot decode. */
function failed(code: number) {
  const element = video();
  Object.defineProperty(element, 'error', { configurable: true, value: { code } });
  act(() => {
    element.dispatchEvent(new Event('error'));
  });
  Object.defineProperty(element, 'error', { configurable: true, value: null });
}

function props(over: Partial<LessonPlayerProps> = {}): LessonPlayerProps {
  return {
    src: 'https://storage.test/lessons-free/clips/a/video.webm?token=1',
    title: 'What a landing page must say in five seconds',
    captions: { src: 'https://storage.test/captions.vtt?token=1', label: 'English', srclang: 'en' },
    chapters: [
      { title: 'The five second test', startSeconds: 0 },
      { title: 'Say what it is and who it is for', startSeconds: 14 },
      { title: 'Give one next step', startSeconds: 30 },
    ],
    playbackRate: 1,
    onPlaybackRateChange: jest.fn(),
    captionsOn: true,
    onCaptionsChange: jest.fn(),
    onLinkExpired: jest.fn(),
    nextLesson: { title: 'Writing a subject line people open', href: '/watch/2' },
    ...over,
  };
}

/** The watch screen's part: it gives the player its props, and later new ones (a fresh link, a setting). */
let giveProps: (change: Partial<LessonPlayerProps>) => void = () => undefined;
function WatchScreen({ initial }: { initial: LessonPlayerProps }) {
  const [given, setGiven] = useState(initial);
  useEffect(() => {
    giveProps = (change) => setGiven((previous) => ({ ...previous, ...change }));
  }, []);
  return <LessonPlayer {...given} />;
}

function renderPlayer(over: Partial<LessonPlayerProps> = {}) {
  const given = props(over);
  const rendered = renderWithProviders(<WatchScreen initial={given} />, {
    route: '/watch/1',
    otherRoutes: { '/watch/2': <p>The next lesson’s screen</p> },
  });
  metadataLoaded();
  const rerender = (change: Partial<LessonPlayerProps>) => act(() => giveProps(change));
  return { ...rendered, given, rerender };
}

describe('the lesson player’s controls', () => {
  test('every control is a real button, slider or list with a name', () => {
    renderPlayer();
    expect(screen.getByRole('region', { name: /Lesson video: What a landing page/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-keyshortcuts', 'K Space');
    expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '100%');
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '0 seconds of 46 seconds, chapter: The five second test',
    );
    expect(screen.getByRole('combobox', { name: 'Speed' })).toHaveDisplayValue('1×');
    expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('0:00 / 0:46')).toBeInTheDocument();
  });

  test('Play plays the lesson and becomes Pause; Pause pauses it', async () => {
    renderPlayer();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  test('a lesson without captions has no Captions button', () => {
    renderPlayer({ captions: null });
    expect(screen.queryByRole('button', { name: 'Captions' })).not.toBeInTheDocument();
  });

  test('full screen and picture in picture are offered only where the browser has them', () => {
    renderPlayer();
    expect(screen.queryByRole('button', { name: 'Full screen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Picture in picture' })).not.toBeInTheDocument();
  });

  test('the speed chosen from the list is passed on, to follow the learner', async () => {
    const { given } = renderPlayer();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Speed' }), '1.5×');
    expect(given.onPlaybackRateChange).toHaveBeenCalledWith(1.5);
  });

  test('the lesson starts where the learner left it', () => {
    renderPlayer({ startAt: 21 });
    expect(video().currentTime).toBe(21);
  });
});

describe('the player’s keys', () => {
  test('K plays, L goes 10 seconds on, the arrows 5, a digit to its tenth, and each is announced', async () => {
    renderPlayer();
    video().focus();
    await userEvent.keyboard('k');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    await userEvent.keyboard('l');
    expect(video().currentTime).toBe(10);
    expect(screen.getByText('Forward 10 seconds, 0:10', { selector: '[aria-live]' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(video().currentTime).toBe(5);
    await userEvent.keyboard('5');
    expect(video().currentTime).toBe(23);
    await userEvent.keyboard('{End}');
    expect(video().currentTime).toBe(46);
  });

  test('> speeds up and C turns captions off, through the learner’s settings', async () => {
    const { given } = renderPlayer();
    video().focus();
    await userEvent.keyboard('>');
    expect(given.onPlaybackRateChange).toHaveBeenCalledWith(1.25);
    expect(screen.getByText('Speed 1.25×', { selector: '[aria-live]' })).toBeInTheDocument();
    await userEvent.keyboard('c');
    expect(given.onCaptionsChange).toHaveBeenCalledWith(false);
  });

  test('captions show or hide as the learner’s setting says', () => {
    const { rerender } = renderPlayer({ captionsOn: false });
    const track = document.querySelector('track')!;
    expect(track.track.mode).toBe('hidden');
    rerender({ captionsOn: true });
    expect(track.track.mode).toBe('showing');
    expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('M mutes, and Down turns the volume down', async () => {
    renderPlayer();
    video().focus();
    await userEvent.keyboard('m');
    expect(video().muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
    await userEvent.keyboard('m{ArrowDown}');
    expect(video().volume).toBe(0.9);
    expect(screen.getByText('Volume 90%', { selector: '[aria-live]' })).toBeInTheDocument();
  });

  test('Space on a focused control presses that control, not the player as well', async () => {
    const { given } = renderPlayer();
    screen.getByRole('button', { name: 'Captions' }).focus();
    await userEvent.keyboard(' ');
    expect(given.onCaptionsChange).toHaveBeenCalledTimes(1);
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
  });

  test('keys held with Ctrl are the browser’s', async () => {
    renderPlayer();
    video().focus();
    await userEvent.keyboard('{Control>}l{/Control}');
    expect(video().currentTime).toBe(0);
  });
});

describe('chapters', () => {
  test('the chapter playing is marked, and a chapter’s button goes to its start', async () => {
    renderPlayer();
    const chapters = screen.getByRole('navigation', { name: 'Chapters' });
    expect(screen.getByRole('button', { name: /The five second test/ })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: /Give one next step/ }));
    expect(video().currentTime).toBe(30);
    act(() => {
      video().dispatchEvent(new Event('timeupdate'));
    });
    expect(screen.getByRole('button', { name: /Give one next step/ })).toHaveAttribute('aria-current', 'true');
    expect(chapters.querySelectorAll('[aria-current]')).toHaveLength(1);
  });
});

describe('the end of a lesson', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('offers the next lesson, counting down, with the focus on the offer; then goes there', () => {
    renderPlayer();
    lessonEnded();
    const offer = screen.getByRole('group', { name: 'Next lesson: Writing a subject line people open' });
    expect(offer).toHaveFocus();
    expect(offer).toHaveAccessibleDescription('Starts in 8 seconds');
    act(() => jest.advanceTimersByTime(1000));
    expect(offer).toHaveAccessibleDescription('Starts in 7 seconds');
    for (let second = 7; second > 0; second -= 1) act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('The next lesson’s screen')).toBeInTheDocument();
  });

  test('Cancel stops the countdown and gives the focus back to the player', () => {
    renderPlayer();
    lessonEnded();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: /Next lesson/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play again' })).toHaveFocus();
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.queryByText('The next lesson’s screen')).not.toBeInTheDocument();
  });

  test('Play now is a link to the next lesson', () => {
    renderPlayer();
    lessonEnded();
    expect(screen.getByRole('link', { name: 'Play now' })).toHaveAttribute('href', '/watch/2');
  });

  test('the last lesson of a course ends with no offer', () => {
    renderPlayer({ nextLesson: null });
    lessonEnded();
    expect(screen.queryByRole('group', { name: /Next lesson/ })).not.toBeInTheDocument();
  });
});

describe('a signed link that runs out mid-lesson', () => {
  test('asks for a fresh link and carries on from the same place, playing, without the learner doing anything', () => {
    const { given, rerender } = renderPlayer();
    act(() => void video().play());
    video().currentTime = 25;
    act(() => {
      video().dispatchEvent(new Event('timeupdate'));
    });
    failed(MEDIA_ERROR.network);
    expect(given.onLinkExpired).toHaveBeenCalledTimes(1);

    jest.mocked(HTMLMediaElement.prototype.play).mockClear();
    rerender({ src: 'https://storage.test/lessons-free/clips/a/video.webm?token=2' });
    video().currentTime = 0;
    metadataLoaded();
    expect(video().currentTime).toBe(25);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
  });

  test('a lesson the learner pauses while its fresh link loads stays paused when the link comes', async () => {
    const { given, rerender } = renderPlayer();
    act(() => void video().play());
    video().currentTime = 25;
    act(() => {
      video().dispatchEvent(new Event('timeupdate'));
    });
    failed(MEDIA_ERROR.network);
    expect(given.onLinkExpired).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();

    jest.mocked(HTMLMediaElement.prototype.play).mockClear();
    rerender({ src: 'https://storage.test/lessons-free/clips/a/video.webm?token=2' });
    video().currentTime = 0;
    metadataLoaded();
    expect(video().currentTime).toBe(25);
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  test('a fresh link that fails in turn is told to the learner, with Retry', () => {
    const { given, rerender } = renderPlayer();
    failed(MEDIA_ERROR.network);
    rerender({ src: 'https://storage.test/lessons-free/clips/a/video.webm?token=2' });
    failed(MEDIA_ERROR.sourceNotSupported);
    expect(given.onLinkExpired).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('The lesson’s video could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(given.onLinkExpired).toHaveBeenCalledTimes(2);
  });
});
