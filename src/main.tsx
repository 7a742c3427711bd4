import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { setupStore } from './app/store';
import { startAuthSync } from './features/auth/authSync';
import { installPromptStore } from './features/install/installPrompt';
import './styles/index.css';

// Made once, outside React: StrictMode renders twice in development and must not make two stores.
const { store, persistor } = setupStore();
const router = createAppRouter();
// The browser may offer installation before the first render and on any route: listen from the start.
installPromptStore();
// Who is signed in comes from supabase-js for as long as the app runs (spec section 4).
startAuthSync(store.dispatch);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} persistor={persistor} router={router} />
  </StrictMode>,
);
