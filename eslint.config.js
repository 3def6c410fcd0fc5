import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of the code, lowest first (README's layout table says the same). A file imports from
 * its own layer and the ones below, never from one above, and no import goes round in a cycle:
 * - domain: pure logic (link building, phone rules, PRNG), and the serving policy's data;
 * - machines: every stateful behaviour, XState over the domain;
 * - browser, content, config, theme: browser effects, copy and data, the agency's settings, the
 *   Chakra system;
 * - islands, components, hooks: the views, without the app (islands) and with it;
 * - routes: the route tree, composing views;
 * - entries: what a page loads (the boot script, the islands' module, the tools' app, the
 *   prerenderer) and the dev-only stand-ins.
 */
const LAYERS = [
  ['src/domain', 'deploy'],
  ['machines'],
  ['src/browser', 'src/content', 'src/config', 'src/theme', 'src/widget'],
  ['src/islands', 'src/components', 'src/hooks'],
  ['src/routes', 'src/router.tsx', 'src/routeTree.gen.ts'],
  [
    'src/entry-client.tsx',
    'src/entry-server.tsx',
    'src/entry-islands.ts',
    'src/entry-landing-islands.ts',
    'src/boot',
    'src/mocks',
  ],
];
const LAYER_ZONES = LAYERS.flatMap((layer, index) => {
  const above = LAYERS.slice(index + 1).flat();
  return above.length === 0
    ? []
    : layer.map((target) => ({
        target: `./${target}`,
        from: above.map((folder) => `./${folder}`),
        message: `${target} sits below ${above.join(', ')}: import only from its own layer or below.`,
      }));
});

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
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'deploy/**/*.mjs'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A test exercises its layer with whatever it needs (a machine's test, the content's defaults).
    files: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
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
        { group: ['xstate', 'xstate/*'], message: 'src/domain is pure: no machines.' },
      ]),
    },
  },
  {
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts'],
    rules: { ...NO_DOM, ...restrict([UI_LIBRARIES]) },
  },
  {
    // Browser effects and the islands run without React: the content pages load no app.
    files: [
      'src/browser/**/*.ts',
      'src/islands/**/*.ts',
      'src/entry-islands.ts',
      'src/entry-landing-islands.ts',
      'src/boot/**',
    ],
    rules: restrict([UI_LIBRARIES]),
  },
  {
    files: ['src/boot/**/*.ts'],
    rules: restrict([
      UI_LIBRARIES,
      {
        group: [
          '../*',
          '!../browser',
          '../browser/*',
          '!../browser/page-contract',
          '!../browser/after-layout',
        ],
        message:
          'The boot script is inlined whole: it imports the page contract and afterLayout only.',
      },
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
