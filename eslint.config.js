import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// Import direction: shared is pure, client and server never import each other.
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

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
      { group: ['**/server/**', '**/client/**'], message: 'src/shared is pure: it imports neither server nor client.' },
      { group: ['node:*', 'react', 'react-dom', 'pg', '@electric-sql/*', 'drizzle-orm*'], message: 'src/shared has no I/O, React or database code.' },
    ]),
  },
  {
    files: ['src/client/**'],
    rules: restrict([{ group: ['**/server/**', 'node:*'], message: 'The client never imports server code.' }]),
  },
  {
    files: ['src/server/**'],
    rules: restrict([{ group: ['**/client/**'], message: 'The server never imports client code.' }]),
  },
);
