/**
 * The product's numbers (docs/product.md#numbers), in one place. Anything that is a
 * business constant or a limit lives here, never inline in a component.
 */

/** The product's name, last in every document title. */
export const APP_NAME = 'Mentoria';
/** What a document title names before the product's name is cut to this many characters (a pasted search). */
export const DOCUMENT_TITLE_MAX_CHARS = 60;

/** Screens at or below this width get the mobile layout (bottom bar, mobile top bar, install banner). */
export const MOBILE_BREAKPOINT_PX = 768;
/** How long an alert toast stays before it hides itself. */
export const TOAST_DURATION_MS = 4000;
/** How long search waits after the last keystroke before it queries. */
export const SEARCH_DEBOUNCE_MS = 500;
/**
 * How long the auth service pauses sign-in after too many wrong passwords, and the sending of links after too
 * many asked for one address (the local backend's windows, server/src/auth/authRuntime.ts; a hosted project's
 * are of the same order), for the messages that say when to try again.
 */
export const SIGN_IN_PAUSE_MINUTES = 5;
export const MAIL_PAUSE_MINUTES = 15;
/** How long a signed link to an ebook file stays valid, in seconds. */
export const SIGNED_URL_TTL_SECONDS = 3600;
/** Recently viewed ebooks kept, newest first. */
export const RECENTLY_VIEWED_MAX = 6;
/** Search history entries kept, newest first (the observed product did not say; a short list stays useful). */
export const SEARCH_HISTORY_MAX = 10;
/** The hero shows this many products after the welcome slide. */
export const HERO_PRODUCT_COUNT = 3;
/** Fallback rating text on hero slides when a product has no Rating of its own (docs/product.md#real-figures-before-fixed-ones). */
export const HERO_FALLBACK_RATING = 4.8;
/** Fallback rating and lesson count on video cards (docs/product.md#real-figures-before-fixed-ones). */
export const VIDEO_FALLBACK_RATING = 4.9;
export const VIDEO_FALLBACK_LESSONS = 12;
/** Related courses under a course: a short row of the same category's newest. */
export const RELATED_COURSES_LIMIT = 4;
/** Cards per view in product carousels: wide, narrow, small. */
export const CAROUSEL_SLIDES = { wide: 5, narrow: 4, small: 2.3 } as const;
/** Category chips visible at once, at most: fewer where the row has no room for them at their narrowest. */
export const CATEGORY_CHIPS_VISIBLE = 8;
/**
 * The narrowest a category chip's place in its row may be (the chip and its
 * gutters), in rem: wide enough for the longest word of any category's name
 * ("Entrepreneurship") on a line of its own, with room to spare for wider fonts.
 */
export const CATEGORY_CHIP_MIN_WIDTH_REM = 10;
/** Reader page width and thumbnail width, in CSS pixels. */
export const READER_PAGE_WIDTH_PX = 600;
export const READER_THUMBNAIL_WIDTH_PX = 150;
/** The page shrinks to fit a short window with its controls, but not below this height (the window scrolls then). */
export const READER_MIN_PAGE_HEIGHT_PX = 320;
/** Reader thumbnails per slide: wide, below 768 px, below 480 px. */
export const READER_THUMBNAILS_PER_SLIDE = { wide: 6, below768: 4, below480: 2.5 } as const;
/** Days within which a defective ebook can be reported for a replacement (refund policy). */
export const REPLACEMENT_CLAIM_DAYS = 7;
/** Minimum age to use Mentoria (terms). */
export const MINIMUM_AGE = 13;
/** The premium price the observed product shows; real prices come from the data (docs/product.md#prices-come-from-the-data). */
export const SEEDED_PREMIUM_PRICE = 23;
/** The date the privacy policy took effect. */
export const PRIVACY_POLICY_EFFECTIVE = 'June 4, 2025';
/** Ebooks per page of the /ebooks list: 2, 3, 4, 6 and 8 all divide it, so every full page fills whole grid rows. */
export const EBOOKS_PAGE_SIZE = 24;
/**
 * Pages of the /ebooks list kept at once (in the cache and on screen); scrolling
 * further lets the farthest page go, so memory stays bounded however long the list.
 */
export const EBOOKS_MAX_PAGES = 5;
/**
 * The /ebooks list's first covers that load at once, first: a row of the
 * widest grid (6 columns). On a phone the first two are what the screen shows
 * on arrival, one of them the page's largest paint; the rest load when near.
 */
export const EBOOKS_PRIORITY_COVERS = 6;

/**
 * How long a route waits for its screen's first reads before it shows the screen with its own loading state
 * (app/routeReads.ts): long enough for a phone's network to answer, short enough that a slow one sees the
 * screen soon.
 */
export const ROUTE_READS_WAIT_MS = 800;

/** The ebooks list's covers fetched as soon as its first page is known, before the list renders: a phone's first row. */
export const EBOOKS_FIRST_ROW = 2;

/**
 * Where ScrollRestoration (app/shell/AppShell.tsx) keeps the scroll position of each address, in sessionStorage
 * (written as the page is left, read as the app opens): named here because useOpensAtTop reads it too.
 */
export const SCROLL_POSITIONS_STORAGE_KEY = 'mentoria-scroll-positions';

/**
 * Where what a visitor asked for (a heart, Get Ebook, Buy Now) waits in sessionStorage while Google's sign-in has
 * the browser away from the app (features/auth/afterSignInTrip.ts).
 */
export const AFTER_SIGN_IN_TRIP_STORAGE_KEY = 'mentoria-after-sign-in';

/** The lesson player's speeds, slowest first (docs/product.md#the-player-remembers-the-learners-choices). */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
/** How far the lesson player's arrow keys seek, and J and L, in seconds. */
export const PLAYER_SEEK_STEP_SECONDS = 5;
export const PLAYER_JUMP_SECONDS = 10;
/** How much the lesson player's Up and Down keys change the volume (of 1). */
export const PLAYER_VOLUME_STEP = 0.1;
/** How long the lesson player's controls stay on screen, while it plays, after the last touch or mouse move. */
export const PLAYER_CONTROLS_HIDE_MS = 3000;
/** How long the lesson player shows what a key did (the speed, the volume, the seek) in the middle of the video. */
export const PLAYER_INDICATOR_MS = 800;
/** Seconds the end of a lesson counts down before the next lesson starts. */
export const NEXT_LESSON_COUNTDOWN_SECONDS = 8;
/**
 * How long an opening book or lesson waits for the server's position (online) before it opens at the one this
 * device knows (docs/product.md#reading-progress-follows-the-reader); an answer that comes later is judged as any
 * other (further on: the person is asked).
 */
export const SERVER_POSITION_WAIT_MS = 2500;
/** A lesson is completed once this much of it has been watched (docs/product.md#progress-in-a-lesson-follows-the-learner). */
export const LESSON_COMPLETED_FRACTION = 0.9;
/** While a lesson plays, its position is sent to the server at most this often (and at once on pause, leave, hide). */
export const LESSON_SAVE_INTERVAL_MS = 15_000;
/** Another device further on in a lesson by less than this is not worth a question: the player stays put. */
export const LESSON_OFFER_MIN_AHEAD_SECONDS = 10;
/** A lesson left this close to its end starts again from the beginning rather than on its last frames. */
export const LESSON_RESTART_WITHIN_SECONDS = 5;
/** The player's settings before a learner chose any (the learner_settings table's defaults). */
export const DEFAULT_LEARNER_SETTINGS = {
  playbackRate: 1,
  captionsOn: false,
  weeklyGoalMinutes: 60,
  readingMode: 'light',
} as const;
/** The reader's page colours a learner may choose (the table's check), the default first. */
export const READING_MODES = ['light', 'sepia', 'dark'] as const;
/** The playback speeds a learner may choose, and the longest weekly goal (a week of minutes): the table's checks. */
export const PLAYBACK_RATE_RANGE = { min: 0.5, max: 2 } as const;
export const WEEKLY_GOAL_MAX_MINUTES = 10_080;
/** How long minutes of learning gather on the device before they are sent (and at once on hide, leave, reconnect). */
export const LEARNING_MINUTES_SEND_DELAY_MS = 60_000;
/** The days the learning summary covers: this week's seven, and the days before them a streak may reach back. */
export const LEARNING_SUMMARY_DAYS = 60;
/** A page turn keeps the reader counted as reading for this long (docs/product.md#learning-minutes-are-counted-once). */
export const READING_ACTIVE_FOR_MS = 60_000;
