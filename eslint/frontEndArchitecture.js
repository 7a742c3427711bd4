// The front end's architecture as lint rules (docs/architecture.md#the-front-end explains each one).
import { readdirSync } from 'node:fs';

/**
 * The features in layers, lowest first. A feature imports only features of lower layers, never one of its own
 * layer or above, so the features can never import one another in a circle. A new feature takes the lowest
 * layer above everything it imports.
 */
export const FEATURE_LAYERS = [
  ['toasts', 'theme', 'offline', 'categories', 'searchHistory', 'recentlyViewed', 'install', 'appUpdate', 'player'],
  ['auth', 'products', 'newsletter'],
  ['orders', 'storage', 'reviews', 'readingProgress', 'lessonProgress', 'learnerSettings', 'videos'],
  // Favourites read their ebooks' and courses' rows with the products and the videos below them.
  ['favourites', 'offlineBooks', 'courses', 'learningActivity'],
  ['offlineCourses'],
  // The screens' own features: what one screen shows, built from everything below.
  ['catalogue', 'checkout', 'ebookDetail', 'home', 'library', 'reader', 'search', 'settings', 'videoList', 'watch'],
  // Highlights, notes and bookmarks are ranges of the reader's page text (features/reader/pageText.ts).
  ['annotations'],
];

/** productUi (domain UI several screens share: the product card, the cover, the heart) sits above this layer. */
const PRODUCT_UI_ABOVE_LAYER = 4;

const feature = (name) => `./src/features/${name}`;

/** Every feature folder is in a layer, so a new one cannot slip past the rules. */
function checkEveryFeatureHasALayer() {
  const layered = new Set(FEATURE_LAYERS.flat());
  const missing = readdirSync(new URL('../src/features', import.meta.url)).filter((name) => !layered.has(name));
  if (missing.length > 0) {
    throw new Error(
      `eslint/frontEndArchitecture.js: give these features a layer in FEATURE_LAYERS: ${missing.join(', ')}`,
    );
  }
}

/** import-x/no-restricted-paths zones: the layers, and no feature importing another's components. */
export function frontEndZones() {
  checkEveryFeatureHasALayer();
  const zones = [
    { target: './src', from: './server', message: 'The app never imports the backend.' },
    {
      target: ['./src/shared', './src/lib', './src/config'],
      from: ['./src/features', './src/app', './src/productUi'],
      message: 'shared/, lib/ and config/ are the bottom layer: they import no feature and no app wiring.',
    },
    {
      target: ['./src/features', './src/productUi'],
      from: './src/app',
      except: ['./hooks.ts'],
      message: 'Features never import the app layer (routes, store wiring), except its typed hooks.',
    },
  ];
  FEATURE_LAYERS.forEach((layer, index) => {
    const notBelow = FEATURE_LAYERS.slice(index).flat();
    for (const name of layer) {
      const others = notBelow.filter((other) => other !== name);
      if (others.length > 0) {
        zones.push({
          target: feature(name),
          from: others.map(feature),
          message: `${name} is in layer ${index}: it imports only features of lower layers (eslint/frontEndArchitecture.js).`,
        });
      }
      // Components stay in their feature (or in productUi): a feature renders no other feature's components.
      zones.push({
        target: feature(name),
        from: FEATURE_LAYERS.flat()
          .filter((other) => other !== name)
          .map((other) => `${feature(other)}/**/*.tsx`),
        message: 'A feature does not render another feature’s components: shared domain UI goes in src/productUi.',
      });
    }
    if (index <= PRODUCT_UI_ABOVE_LAYER) {
      zones.push({
        target: layer.map(feature),
        from: './src/productUi',
        message: 'productUi is built on these features: they do not import it back.',
      });
    } else {
      zones.push({
        target: './src/productUi',
        from: layer.map(feature),
        message: 'productUi sits below the screens’ features.',
      });
    }
  });
  return zones;
}

/** Where the Supabase client may be used: the data layer (endpoints, auth calls and their sync) and lib/. */
export const DATA_LAYER_FILES = [
  'src/lib/**',
  'src/features/**/*Api.ts',
  'src/features/**/*Calls.ts',
  'src/features/auth/authSync.ts',
];

const toastsFromTheDataLayer = {
  group: ['**/toasts/toastsSlice'],
  message:
    'The data layer raises no toast: the component that started the call, or app/listeners.ts, tells the person (docs/architecture.md#one-way-for-each-job).',
};

export const restrictedImports = {
  paths: [
    {
      name: 'react-redux',
      message: 'Use the typed hooks of src/app/hooks.ts (useAppDispatch, useAppSelector, useAppStore).',
    },
  ],
  patterns: [
    {
      group: ['**/lib/supabase'],
      message: 'The Supabase client is the data layer’s: call it from an …Api.ts endpoint or an …Calls.ts thunk.',
    },
  ],
};

/** The data layer calls the Supabase client, and raises no toast. */
export const dataLayerRestrictedImports = { paths: restrictedImports.paths, patterns: [toastsFromTheDataLayer] };
