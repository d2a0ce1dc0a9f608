import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { preactInBrowser } from './preact-in-browser.ts';

export default defineConfig({
  plugins: [preactInBrowser(), reactRouter()],
  build: { target: 'es2022' },
  ssr: {
    // Workspace packages are TypeScript sources; let Vite compile them into the server build.
    noExternal: ['@coach/contract'],
  },
});
