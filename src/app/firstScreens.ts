/**
 * What index.html starts for the screen the page opens on, before the app's
 * code has run (the build writes it into the page: scripts/vite/appCodeAfterSplash.ts).
 * Otherwise a screen's chunk is asked for only once the shell has downloaded
 * and run, and its first reads only once the app has started. Plain data,
 * read by the build as well as by the app's tests. It imports nothing: Vite
 * reads it with its config, where imports must name their files' extensions,
 * which the app's own code does not (firstScreens.test.ts holds the paths
 * and the reads to the app's).
 */

/**
 * The screens the app is most often opened on, by path, each with the module
 * that screens.ts loads for it (from the project's root): the ones
 * preloadFirstScreen.ts asks for data as the app starts. Their code is
 * preloaded with the shell's.
 */
export const FIRST_SCREENS: Readonly<Record<string, string>> = {
  '/': 'src/app/routes/HomePage.tsx',
  '/ebooks': 'src/app/routes/EbooksPage.tsx',
  '/ebook': 'src/app/routes/EbookPage.tsx',
  '/search': 'src/app/routes/SearchPage.tsx',
  '/ebookcontent': 'src/app/routes/ReaderPage.tsx',
};

/**
 * A visitor's first reads of the screens whose reads do not depend on the
 * address: Home's newest ebooks, its rows' names and its chips, as REST
 * addresses under the backend's URL (the build adds the key, as a visitor's
 * read carries it: visitorReadAddress in sw/cacheKeys.ts). They are what preloadFirstScreen asks
 * supabase-js for (firstScreens.test.ts compares them), so that its requests,
 * made to the same addresses, find them on their way (a preload). Only a
 * visitor's: a signed-in user's reads carry their token, and would not.
 */
export const FIRST_SCREEN_READS: Readonly<Record<string, readonly string[]>> = {
  '/': [
    'rest/v1/MentoriaDatabase?select=*&order=created_at.desc,ID.desc&limit=10',
    'rest/v1/rpc/home_categories',
    'rest/v1/categories?select=*&order=position.asc',
  ],
};

/** What a first screen loads later but needs before it can show what it is for, as files of the project. */
export interface MoreScreenCode {
  /** Modules the screen imports lazily: their chunks are preloaded with the screen's (downloaded, not run). */
  lazyModules: readonly string[];
  /** Module workers it starts: started at once, each on its own thread, and taken over by the app (lib/startedWorkers.ts). */
  workers: readonly string[];
}

/**
 * The reader's first page waits for pdf.js: its module, which lib/pdf.ts imports lazily, and its worker, whose
 * megabyte of code took longer to fetch and compile than anything else on the way to page 1 once the app had
 * started it. Both start with the shell's code instead; the worker compiles on its own thread meanwhile.
 */
export const FIRST_SCREEN_MORE_CODE: Readonly<Record<string, MoreScreenCode>> = {
  '/ebookcontent': {
    lazyModules: ['node_modules/pdfjs-dist/build/pdf.mjs'],
    workers: ['node_modules/pdfjs-dist/build/pdf.worker.min.mjs'],
  },
};

/**
 * A screen's own files, beyond the shell's: its chunk and the chunks it imports, and their stylesheets (with
 * those of its MoreScreenCode), and the workers it starts.
 */
export interface ScreenCode {
  js: string[];
  css: string[];
  workers: string[];
}

/**
 * What the build writes into index.html (`<script type="application/json" id="first-screen-starts">`) for its
 * app-start script: by path, each first screen's code and a visitor's reads, as full addresses.
 */
export interface FirstScreenStarts {
  /** Where supabase-js keeps a session: the reads are a visitor's, not made for someone signed in. */
  session: string;
  screens: Record<string, ScreenCode & { reads: string[] }>;
}
