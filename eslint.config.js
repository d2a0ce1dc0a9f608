import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/build/',
      '**/dist/',
      '**/.react-router/',
      'data/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Server-rendered pages hydrate with Preact, whose generated ids differ from React's
    // (docs/decisions/0005). The admin renders only in the browser, so it may use useId.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['useId'],
              message:
                'Server and browser generate different ids; derive the id from a name instead.',
            },
          ],
        },
      ],
    },
  },
);
