import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries, one zone per folder (README's layout table says the same):
 * - src/domain: pure logic (link building, phone rules, PRNG): no React, no DOM, no other layer.
 * - machines: XState and src/domain only, so every machine runs and tests in plain Node.
 * - src/browser: browser effects (clipboard, ads script, inspector); no React, no views.
 * - src/boot: the inline startup script and its contract with the app; imports nothing else.
 * - src/islands: parts that run from the first paint without the app (machines + DOM); no React.
 * - components and content never import routes; scripts never import tests.
 */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const NO_DOM = {
  'no-restricted-globals': [
    'error',
    ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location'].map(
      (name) => ({ name, message: 'Pure code: pass what it needs in, or move it to src/browser.' }),
    ),
  ],
};
const UI_LIBRARIES = {
  group: [
    'react',
    'react-dom',
    'react-dom/*',
    '@chakra-ui/*',
    '@emotion/*',
    'framer-motion',
    '@xstate/react',
    '@tanstack/*',
  ],
  message: 'This layer holds no view code: keep React and UI libraries in src/components.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.ssr',
      'src/routeTree.gen.ts',
      'public/mockServiceWorker.js',
      'reports',
      'test-results',
      'gallery',
      '.stryker-tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/domain/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/domain/**/*.ts'],
    languageOptions: { globals: globals['shared-node-browser'] },
    rules: {
      ...NO_DOM,
      ...restrict([
        UI_LIBRARIES,
        {
          group: [
            '**/components/**',
            '**/browser/**',
            '**/hooks/**',
            '**/routes/**',
            '**/content/**',
            '**/config/**',
            '**/theme/**',
            '**/mocks/**',
            '**/machines/**',
            'xstate',
            'xstate/*',
          ],
          message: 'src/domain is pure: it imports nothing but itself.',
        },
      ]),
    },
  },
  {
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts'],
    rules: {
      ...NO_DOM,
      ...restrict([
        UI_LIBRARIES,
        {
          group: ['../*', '!../src', '../src/*', '!../src/domain', '../tests/*', '../scripts/*'],
          message: 'Machines import only XState and src/domain.',
        },
      ]),
    },
  },
  {
    files: ['src/browser/**/*.ts'],
    rules: restrict([
      UI_LIBRARIES,
      {
        group: ['../components/*', '../routes/*', '../../machines/*'],
        message: 'src/browser holds effects only.',
      },
    ]),
  },
  {
    files: ['src/boot/**/*.ts'],
    rules: restrict([
      {
        group: ['../*', '!./contract'],
        message: 'The boot script is inlined whole: it imports nothing.',
      },
    ]),
  },
  {
    files: ['src/islands/**/*.ts'],
    rules: restrict([
      UI_LIBRARIES,
      {
        group: ['../components/*', '../routes/*', '../hooks/*'],
        message: 'Islands run without the app: machines, src/browser and src/domain only.',
      },
    ]),
  },
  {
    files: [
      'src/components/**/*.{ts,tsx}',
      'src/content/**/*.ts',
      'src/hooks/**/*.ts',
      'src/theme/**/*.ts',
    ],
    rules: restrict([
      { group: ['**/routes/*', '**/routeTree.gen'], message: 'Only routes compose routes.' },
    ]),
  },
  {
    files: ['scripts/**/*.{ts,mjs}'],
    rules: restrict([{ group: ['**/tests/*'], message: 'Scripts never import tests.' }]),
  },
  {
    files: ['scripts/**/*.mjs', 'tests/**/*.ts', '*.config.ts', 'machines/**/*.test.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
);
