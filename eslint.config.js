import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A relative import (any depth of `../`) of the top-level folder `folder`. */
const folderImport = (folder) => `^(\\.\\./)+${folder}(/|$)`;

/**
 * The rule that keeps the files under `dir` from importing the top-level folders named in
 * `forbidden` ({ folder: message }); a `server` entry still lets `import type` through for the
 * client. The `@/` alias is the client, so it is forbidden wherever `client` is.
 */
function layer(dir, forbidden) {
  const patterns = Object.entries(forbidden).map(([folder, message]) => ({
    regex: folder === 'client' ? `${folderImport(folder)}|^@/` : folderImport(folder),
    message,
    ...(folder === 'server' && dir === 'client/' ? { allowTypeImports: true } : {}),
  }));
  return {
    files: [`${dir}**/*.{ts,tsx,js,mjs}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
  };
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'client/routeTree.gen.ts',
      'client/public',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['client/**/*.tsx', 'client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Imports run only downward: scripts/ → server/ → shared/, and client/ → shared/. The client
  // reaches the server only through `import type` of the tRPC router (client/lib/trpc.ts,
  // client/entry-server.tsx). Migrations stand alone: the server runs them, and one that has run
  // must not change when the code it would import does. A test may join the layers it checks
  // together; shipped code may not.
  layer('client/', {
    server: 'The client reaches the server only through tRPC types (`import type`).',
    scripts: 'The client never imports the command-line scripts.',
  }),
  layer('server/', {
    client: 'The server never imports the client; move what both need to shared/.',
    scripts: 'The server never imports the command-line scripts; move what both need down.',
  }),
  layer('scripts/', {
    client: 'The scripts never import the client; move what both need to shared/.',
  }),
  layer('migrations/', {
    server: 'A migration stands alone: copy what it needs, as it was when it was written.',
    shared: 'A migration stands alone: copy what it needs, as it was when it was written.',
    client: 'A migration never imports the client.',
    scripts: 'A migration never imports the command-line scripts.',
  }),
  layer('shared/', {
    server: 'shared/ is the ground floor: it never imports the server.',
    client: 'shared/ is the ground floor: it never imports the client.',
    scripts: 'shared/ is the ground floor: it never imports the command-line scripts.',
  }),
);
