import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { preactInBrowser } from './preact-in-browser.ts';

export default defineConfig({
  plugins: [preactInBrowser(), reactRouter()],
  build: { target: 'es2022' },
  ssr: {
    // Workspace packages export TypeScript sources, which Node cannot load: every one the
    // pages import is compiled into the server build, as the server's own bundle does.
    noExternal: [/^@coach\//],
  },
});
