import type { Plugin } from 'vite';

/** What the browser bundle imports instead of React (docs/decisions/0005). */
const PREACT_FOR: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/**
 * Builds the browser bundle on Preact through `preact/compat`, while the server keeps
 * rendering with React 19. React DOM alone is ~64 KB gzipped, more than half of the
 * 100 KB first-load budget of a public page; Preact with its compat layer is ~5 KB.
 * Only imports made for the browser are redirected; server-side rendering is untouched.
 */
export function preactInBrowser(): Plugin {
  return {
    name: 'coach:preact-in-browser',
    enforce: 'pre',
    resolveId(source, importer, options) {
      const target = PREACT_FOR[source];
      if (!target || options.ssr) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
