import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The app's fixed local address (decisions.md: http://localhost:5173). */
export const APP_PORT = 5173;

export default defineConfig({
  plugins: [react()],
  server: { port: APP_PORT, strictPort: true },
  preview: { port: APP_PORT, strictPort: true },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries in chunks of their own: they change far less often than the
        // app's code, so a new release leaves them in the browser's cache.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            { name: 'supabase', test: /node_modules[\\/]@supabase[\\/]/ },
            {
              name: 'redux',
              test: /node_modules[\\/](@reduxjs|redux|react-redux|redux-persist|reselect|immer|redux-thunk)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
