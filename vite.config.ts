import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The app's fixed local address (decisions.md: http://localhost:5173). */
export const APP_PORT = 5173;

export default defineConfig({
  plugins: [react()],
  server: { port: APP_PORT, strictPort: true },
  preview: { port: APP_PORT, strictPort: true },
  build: { outDir: 'dist', sourcemap: true },
});
