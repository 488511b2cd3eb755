import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers of lib/ and what each may import (docs/architecture.md explains
 * them). Imports go one way, down this graph, which has no cycles; a folder
 * importing one not listed here fails lint.
 */
const LAYERS = {
  util: [],
  time: ['util'],
  db: ['util', 'time'],
  settings: ['util'],
  messaging: ['util', 'db'],
  todos: ['util', 'time', 'db'],
  audit: ['util', 'time', 'db'],
  memory: ['util', 'db', 'settings', 'audit'],
  tools: ['util', 'time', 'db', 'todos', 'audit', 'memory'],
  conversations: ['util', 'db'],
  intent: ['util', 'time'],
  platform: ['util'],
  models: ['util', 'time', 'db', 'settings', 'messaging', 'todos', 'tools', 'intent', 'memory'],
  agent: ['util', 'time', 'db', 'settings', 'messaging', 'audit', 'tools', 'conversations', 'intent', 'models', 'memory'],
  'quick-add': ['util', 'time', 'db', 'todos', 'tools', 'intent', 'models'],
  chat: ['util', 'time', 'db', 'settings', 'messaging', 'tools', 'conversations'],
  data: ['util', 'time', 'db', 'settings', 'todos', 'audit', 'conversations', 'intent', 'memory'],
  reminders: ['util', 'time', 'db', 'settings', 'todos', 'audit', 'tools'],
  sync: ['util', 'time', 'db', 'settings', 'messaging', 'todos', 'audit', 'tools'],
  hooks: [
    'util',
    'time',
    'db',
    'settings',
    'messaging',
    'todos',
    'audit',
    'tools',
    'conversations',
    'intent',
    'platform',
    'models',
    'agent',
    'quick-add',
    'chat',
    'data',
    'reminders',
    'memory',
    'sync',
  ],
};
/** What components may import as values: hooks and pure helpers. The database, tools, agent and messaging only through hooks. */
const COMPONENT_VALUES = ['hooks', 'chat', 'util', 'time', 'todos', 'audit', 'settings', 'models', 'quick-add', 'intent'];

/**
 * components/ is grouped by feature. A feature folder may import its own files and
 * components/shared/ (what two or more features use); the panel shell mounts the views;
 * no feature reaches into another (docs/architecture.md, "components/").
 */
const FEATURES = ['chat', 'tasks', 'activity', 'settings', 'quick-add', 'privacy'];
const COMPONENT_GROUPS = {
  shared: ['shared'],
  ...Object.fromEntries(FEATURES.map((feature) => [feature, [feature, 'shared']])),
  panel: ['panel', 'shared', ...FEATURES],
};

const lib = (name) => `lib-${name}`;
const ui = (name) => `components-${name}`;

export { LAYERS, COMPONENT_VALUES, COMPONENT_GROUPS };

export default tseslint.config(
  { ignores: ['.output/**', '.wxt/**', 'node_modules/**', '.tools/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // No HTML from strings in the extension: the only innerHTML in the build is React's
    // dangerouslySetInnerHTML path, unused (docs/store/lint-warnings.md), and this keeps it so.
    files: ['lib/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'entrypoints/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render React elements (see MarkdownText), never HTML strings.' },
        { selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]', message: 'Build DOM nodes or React elements, never HTML strings.' },
        { selector: "CallExpression[callee.property.name='insertAdjacentHTML']", message: 'Build DOM nodes or React elements, never HTML strings.' },
      ],
    },
  },
  {
    // offline-brain.js loads in a person's turn: zod's classic API (86 kB, it does not tree-shake) stays out of it.
    files: ['lib/intent/**/*.ts', 'lib/models/offline/**/*.ts', 'lib/models/page-section.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Use 'zod/mini' here: this code is in offline-brain.js (docs/architecture.md, Which zod)." }] }],
    },
  },
  {
    // The architecture: layer rules between the folders of lib/, components and entry points.
    files: ['lib/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'entrypoints/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true, project: './tsconfig.json' } },
      'boundaries/elements': [
        ...Object.keys(LAYERS).map((name) => ({ type: lib(name), pattern: `lib/${name}` })),
        ...Object.keys(COMPONENT_GROUPS).map((name) => ({ type: ui(name), pattern: `components/${name}` })),
        { type: 'entrypoints', pattern: 'entrypoints' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...Object.entries(LAYERS).map(([name, below]) => ({
              from: { element: { type: lib(name) } },
              allow: { to: { element: { types: { anyOf: [lib(name), ...below.map(lib)] } } } },
            })),
            ...Object.entries(COMPONENT_GROUPS).map(([name, allowed]) => ({
              from: { element: { type: ui(name) } },
              allow: { to: { element: { types: { anyOf: [...allowed.map(ui), ...COMPONENT_VALUES.map(lib)] } } } },
            })),
            // Types may come from anywhere in lib/: a component can name a Todo without reading the database.
            {
              from: { element: { types: { anyOf: Object.keys(COMPONENT_GROUPS).map(ui) } } },
              allow: { to: { element: { types: { anyOf: Object.keys(LAYERS).map(lib) } } }, dependency: { kind: 'type' } },
            },
            {
              from: { element: { type: 'entrypoints' } },
              allow: { to: { element: { types: { anyOf: ['entrypoints', ...Object.keys(COMPONENT_GROUPS).map(ui), ...Object.keys(LAYERS).map(lib)] } } } },
            },
          ],
        },
      ],
    },
  },
);
