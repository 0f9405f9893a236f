import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// Import direction: shared is pure, client and server never import each other.
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const CLIENT_NEVER_IMPORTS_SERVER = { group: ['**/server/**', '#server/*', 'node:*'], message: 'The client never imports server code.' };
const CLIENT_FEATURES = readdirSync(new URL('./src/client/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'bench/tmp/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/shared/**'],
    rules: restrict([
      { group: ['**/server/**', '**/client/**', '#server/*', '#client/*'], message: 'src/shared is pure: it imports neither server nor client.' },
      { group: ['node:*', 'react', 'react-dom', 'pg', '@electric-sql/*', 'drizzle-orm*'], message: 'src/shared has no I/O, React or database code.' },
    ]),
  },
  {
    files: ['src/client/**'],
    rules: restrict([CLIENT_NEVER_IMPORTS_SERVER]),
  },
  // Features never import each other (bulletproof-react's import/no-restricted-paths, done with the
  // core rule so no plugin is needed): src/client/app is where features meet. A flat-config block
  // replaces the rule's options for its files, so each one repeats the client's own restriction.
  ...CLIENT_FEATURES.map((feature) => ({
    files: [`src/client/features/${feature}/**`],
    rules: restrict([
      CLIENT_NEVER_IMPORTS_SERVER,
      {
        regex: `^((\\.\\./)+|#client/features/)(${CLIENT_FEATURES.filter((other) => other !== feature).join('|')})/`,
        message: `Features never import each other: compose ${feature} with other features in src/client/app.`,
      },
    ]),
  })),
  {
    files: ['src/server/**'],
    rules: restrict([{ group: ['**/client/**', '#client/*'], message: 'The server never imports client code.' }]),
  },
);
