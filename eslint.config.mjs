import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const SERVER_ONLY_MODULES = [
  {
    group: ['@/lib/db/*', '@/db/*', '!@/db/enums', 'drizzle-orm', 'drizzle-orm/*'],
    message: 'Data access lives in lib/<domain>; call an operation instead (db/enums, the enumerations, is client-safe).',
  },
  { group: ['stripe', 'openai', 'nodemailer', 'pg', '@electric-sql/pglite', '@aws-sdk/*'], message: 'SDK clients sit behind one module in lib/.' },
];

const config = [
  { ignores: ['.next*/**', 'node_modules/**', '.data/**', 'db/migrations/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true, 'ts-nocheck': true }],
      // Configuration is parsed once, in lib/config; nothing else reads the environment.
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through getConfig() from lib/config.' }],
    },
  },
  {
    files: [
      'lib/config/**',
      'instrumentation.ts',
      'next.config.ts',
      'cache-handler.mjs',
      'tests/**',
      'scripts/**',
      'playwright.config.ts',
      'vitest.config.ts',
      'drizzle.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // A customer's site is standalone HTML pages on its own host (lib/sites/render/render-html.ts):
    // ordinary links and images, no client-side router, no Next image pipeline.
    files: ['lib/sites/render/**'],
    rules: { '@next/next/no-html-link-for-pages': 'off', '@next/next/no-img-element': 'off' },
  },
  {
    // Playwright fixtures call their `use` callback, which the React hooks rule mistakes for React's `use`.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Routes and components: request → lib/<domain> operation → lib/db, in one direction.
    files: ['app/**', 'components/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: SERVER_ONLY_MODULES }] },
  },
  {
    files: ['components/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVER_ONLY_MODULES,
            { group: ['@/lib/*', '!@/lib/utils', '@/app/*', '@/components/*', '!@/components/ui'], message: 'components/ui imports only lib/utils.' },
            { group: ['@/lib/*/*', '!@/lib/utils/*', '@/components/*/*', '!@/components/ui/*'], message: 'components/ui imports only lib/utils.' },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/app/*', '@/components/*', '@/app', '@/components'], message: 'lib/ never imports from app/ or components/.' }] },
      ],
    },
  },
];

export default config;
