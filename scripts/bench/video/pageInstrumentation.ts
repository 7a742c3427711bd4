/**
 * What the video section adds to each page before the page's own scripts run
 * (Playwright's addInitScript), and what it evaluates in the page to seek and
 * play. Kept as source text, not functions, as the reader's instrumentation is
 * (reader/pageInstrumentation.ts says why).
 *
 * A frame counts as shown when requestVideoFrameCallback reports it: the
 * callback runs once the element has handed a new frame to the compositor, and
 * its metadata says which frame (mediaTime) and when it was handed over
 * (presentationTime, on the page's performance.now() clock, so it counts from
 * the navigation's start). `loadeddata` and `playing` only say that the
 * element has the data for a frame, not that one is on screen, and they fire
 * before the frame is painted; a paused element still presents its first frame
 * (Chromium's default preload, "metadata", decodes it), so the first callback
 * is the first frame a person sees, on both sides alike.
 *
 * The page's first <video> is followed from the moment it exists: created by a
 * script (document.createElement, as React creates the player's) or by the
 * parser (the bare page's, seen by a MutationObserver as it is inserted), before
 * it can have loaded anything.
 */

/** Runs in the page before its scripts. */
export const INSTRUMENT_PAGE = `(() => {
  let firstFrameShown;
  const bench = { video: null, loadStartAt: null, firstFrame: new Promise((resolve) => (firstFrameShown = resolve)) };
  Object.defineProperty(window, '__videoBench', { value: bench });
  const follow = (video) => {
    if (bench.video) return;
    bench.video = video;
    video.addEventListener('loadstart', () => { bench.loadStartAt ??= performance.now(); });
    video.requestVideoFrameCallback((now, frame) => {
      firstFrameShown({ at: frame.presentationTime, mediaTime: frame.mediaTime });
    });
  };
  const createElement = Document.prototype.createElement;
  Document.prototype.createElement = function (...args) {
    const element = createElement.apply(this, args);
    if (element instanceof HTMLVideoElement) follow(element);
    return element;
  };
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof HTMLVideoElement) follow(node);
  }).observe(document, { childList: true, subtree: true });
})();`;

/** The first frame as the page saw it, and what led to it (ms since navigation start). */
export interface FirstFrameMarks {
  /** The video's load began (its `loadstart`): before this, the page was not yet asking for it. */
  loadStartAt: number | null;
  /** The first frame handed to the compositor. */
  at: number;
  /** The media time of that frame, in seconds (both sides open the lesson at its start). */
  mediaTime: number;
}

/** Evaluated in the page: a promise of FirstFrameMarks, once the first frame is shown (nothing polls). */
export const AWAIT_FIRST_FRAME = `window.__videoBench.firstFrame.then((frame) => ({
  loadStartAt: window.__videoBench.loadStartAt,
  ...frame,
}))`;

/**
 * Evaluated in the page: starts playing and resolves once a frame past the one on show has been presented,
 * so the lesson is really moving (play() resolves when the element is playing, a frame before it shows).
 */
export const START_PLAYING = `(async () => {
  const video = window.__videoBench.video;
  const from = video.currentTime;
  await video.play();
  await new Promise((resolve) => {
    const onFrame = (now, frame) => (frame.mediaTime > from ? resolve() : video.requestVideoFrameCallback(onFrame));
    video.requestVideoFrameCallback(onFrame);
  });
})()`;

/** One seek, from the page's side: ms from setting currentTime. */
export interface SeekMarks {
  /** Where it went, in seconds. */
  targetSeconds: number;
  /** Whether the element already had the data there when the seek began. */
  targetBuffered: boolean;
  /** Until `seeked`: the element has the place's data and goes on from there. */
  seekedMs: number;
  /** Until the next frame presented after `seeked`, the element playing: playback has resumed. */
  ms: number;
  /** That frame's media time, in seconds (at or just after the target). */
  frameMediaTime: number;
  /** Whether the element waited for data on the way (`waiting`). */
  waited: boolean;
}

/**
 * Evaluated in the page: sets currentTime to `fraction` of the duration while playing, and resolves with
 * SeekMarks once the next frame after `seeked` has been presented. Chromium presents the frame at the new
 * place a moment before it fires `seeked`, as a still; the frame after is the first of playback resumed, and
 * after a `waiting` for data it comes only once the element is `playing` again.
 */
export const seekWhilePlaying = (fraction: number) => `(async () => {
  const video = window.__videoBench.video;
  const target = video.duration * ${fraction};
  const buffered = video.buffered;
  let targetBuffered = false;
  for (let i = 0; i < buffered.length; i++)
    if (buffered.start(i) <= target && target < buffered.end(i)) targetBuffered = true;
  let waited = false;
  const onWaiting = () => (waited = true);
  video.addEventListener('waiting', onWaiting);
  const seeked = new Promise((resolve) => video.addEventListener('seeked', () => resolve(performance.now()), { once: true }));
  const startedAt = performance.now();
  video.currentTime = target;
  const seekedAt = await seeked;
  const frame = await new Promise((resolve) => {
    const onFrame = (now, metadata) =>
      metadata.presentationTime >= seekedAt && !video.paused ? resolve(metadata) : video.requestVideoFrameCallback(onFrame);
    video.requestVideoFrameCallback(onFrame);
  });
  video.removeEventListener('waiting', onWaiting);
  return {
    targetSeconds: target,
    targetBuffered,
    seekedMs: seekedAt - startedAt,
    ms: frame.presentationTime - startedAt,
    frameMediaTime: frame.mediaTime,
    waited,
  };
})()`;

/**
 * Evaluated in the page: plays the lesson over and over (the element's own loop), so a long stretch of
 * playback stays on one lesson instead of ending into the next lesson's offer.
 */
export const LOOP = `(() => { window.__videoBench.video.loop = true; })()`;

/** How the element stands after a long stretch: still playing, and how many frames it has presented. */
export interface PlaybackState {
  playing: boolean;
  error: number | null;
  framesPresented: number;
  framesDropped: number;
}

/** Evaluated in the page: PlaybackState. */
export const READ_PLAYBACK = `(() => {
  const video = window.__videoBench.video;
  const quality = video.getVideoPlaybackQuality();
  return {
    playing: !video.paused && !video.ended,
    error: video.error ? video.error.code : null,
    framesPresented: quality.totalVideoFrames - quality.droppedVideoFrames,
    framesDropped: quality.droppedVideoFrames,
  };
})()`;

/** Evaluated in the page: the address the element plays (the player's own signed link). */
export const READ_SOURCE = `window.__videoBench.video.currentSrc`;

/** Evaluated in the page: the requests made before `before` ms, the backend's only (what the player waited on). */
export const requestsBefore = (before: number) => `performance.getEntriesByType('resource')
  .filter((entry) => entry.startTime < ${before} && /\\/(rest|auth|storage)\\/v1\\//.test(entry.name))
  .map((entry) => ({
    path: new URL(entry.name).pathname,
    startMs: Math.round(entry.startTime),
    endMs: Math.round(entry.responseEnd),
  }))`;
