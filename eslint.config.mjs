import { readdirSync } from 'node:fs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['build/', 'node_modules/', 'coverage/', 'var/', 'bench/results/', 'shared/generated/'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // Without these, import-x reads no TypeScript module it imports, and no-cycle sees no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      // Imports run one way: shared imports neither side nor the build scripts; client never
      // imports server; only server/render imports the client app; the store imports no feature
      // of the server, nor does the outbox (server/mail).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './shared',
              from: ['./client', './server', './scripts'],
              message: 'shared/ is pure: it imports neither client, server nor the build scripts (they write shared/generated).',
            },
            { target: './client', from: './server', message: 'The client never imports server code.' },
            {
              // Only the server: a shared module the page imports would bring them into its scripts.
              target: ['./client', './shared'],
              from: './shared/catalogue/email-security-copy.ts',
              message: 'The findings’ words are composed on the server; the page’s are email-security-page-copy.ts.',
            },
            { target: './server', from: './client', message: 'Only server/render imports the client app.' },
            {
              target: './server/store',
              from: './server',
              except: ['./store'],
              message: 'The store knows no feature: each hands it its own tables (server/site-tables.ts puts them together).',
            },
            {
              // The settings' ground: the site's own variables and the checks each part is made of.
              target: ['./server/env-schema.ts', './server/site-settings.ts'],
              from: './server',
              except: ['./env-schema.ts', './mail/retry-policy.ts'],
              message:
                'The settings know no feature: each declares its part in its folder (*-settings.ts), and server/config.ts puts them together.',
            },
            {
              // Only where the app is assembled (app.ts, index.ts, outbox-cli) is the whole Config read.
              target: ['./server/!(outbox-cli)/**', './server/!(app|index|config).ts'],
              from: './server/config.ts',
              message: 'A part reads SiteSettings (server/site-settings.ts) or its own settings, never the whole Config.',
            },
            {
              // Only what every kind shares: the store, a visitor's address as the site reads it, durable files.
              target: './server/mail',
              from: './server',
              except: ['./mail', './store', './email-address.ts', './durable-file.ts'],
              message:
                'The outbox knows no feature: each kind of mail is registered in its own folder (server/mail/mail-kind.ts) and given to it (server/site-mail.ts puts them together).',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector', 'useStore'],
              message: 'Use the typed hooks in client/app/hooks.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // React: the client and every component file.
    files: ['client/**/*.{ts,tsx}', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // CommonJS files, loaded with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['client/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['server/render/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server/render',
              from: './client/features',
              message: 'server/render imports the client app, not its features.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/features/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './client/features', from: './server', message: 'The client never imports server code.' },
            ...features.map((name) => ({
              target: `./client/features/${name}`,
              from: './client/features',
              except: [`./${name}`],
              message: 'Features do not import each other; pages compose them.',
            })),
          ],
        },
      ],
    },
  },
);
