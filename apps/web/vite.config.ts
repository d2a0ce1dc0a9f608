import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { preactInBrowser } from './preact-in-browser.ts';

/**
 * The browser's chunks: what every public page loads with the layout (its header and
 * footer, and all they import) goes in one chunk. Left to itself the bundler made a file
 * of each shared module, a dozen files of 0.1–3 KB that every page fetched, each gzipped
 * on its own: 4–5 KB more first-load JavaScript per page than the same code in one file.
 * The root route is left alone: grouped, its chunk takes the libraries with it and is then
 * imported dynamically too, and React Router marks its styles to be added again on hydration.
 */
const browserChunks = {
  groups: [{ name: 'public', test: /[\\/]app[\\/]shell[\\/]layout\.tsx$/ }],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [preactInBrowser(), reactRouter()],
  build: {
    target: 'es2022',
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: browserChunks } },
  },
  ssr: {
    // Workspace packages export TypeScript sources, which Node cannot load: every one the
    // pages import is compiled into the server build, as the server's own bundle does.
    noExternal: [/^@coach\//],
  },
}));
