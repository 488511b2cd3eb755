import { fileURLToPath } from 'node:url';
import { defineConfig } from 'wxt';
import { markdownWithoutEval } from './build/markdown-without-eval';
import { regexpPrefilter } from './build/regexp-prefilter';
import { webLlmWasmAsFiles } from './build/webllm-wasm-as-files';
import { zodWithoutEvalProbe } from './build/zod-without-eval-probe';
import { MODEL_SERVER_DATA_COLLECTION } from './lib/settings/model-server-consent';

// Browser differences in the manifest live here and only here.
export default defineConfig({
  // `BUNDLE_SOURCEMAP=1 npx wxt build`: a build with source maps, beside the real one, for
  // scripts/bundle-where.ts (which module the gzipped bytes of each budget come from).
  ...(process.env.BUNDLE_SOURCEMAP === '1' ? { outDir: '.output/sourcemapped' } : {}),
  modules: ['@wxt-dev/module-react'],
  vite: () => ({
    plugins: [webLlmWasmAsFiles(), zodWithoutEvalProbe(), markdownWithoutEval(), regexpPrefilter()],
    // rrule's package.json does not declare itself free of side effects, so every module of it
    // (RRuleSet, rrulestr, their iterators) stayed in both bundles although only RRule is used;
    // it has none at import time. 1.6 kB gzipped off background.js and the panel each.
    build: { sourcemap: process.env.BUNDLE_SOURCEMAP === '1', rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/]rrule[\\/]/.test(id) } } },
    // `ai` imports the Vercel AI Gateway provider only to resolve model ids
    // given as strings, which this extension never does: keep it out of the
    // background script (see build/ai-gateway-stub.ts).
    resolve: { alias: { '@ai-sdk/gateway': fileURLToPath(new URL('./build/ai-gateway-stub.ts', import.meta.url)) } },
  }),
  // The version lives in package.json only (`npm version`); WXT writes it into both manifests.
  // The Firefox sources zip is an allowlist: what SOURCES.md's steps need to rebuild the upload.
  zip: {
    dotSources: true,
    includeSources: [
      'SOURCES.md',
      'README.md',
      'CHANGELOG.md',
      '.nvmrc',
      'package.json',
      'package-lock.json',
      'tsconfig.json',
      'wxt.config.ts',
      'build/**',
      'components/**',
      'entrypoints/**',
      'lib/**',
      'public/**',
      'docs/privacy.md',
    ],
  },
  manifestVersion: 3,
  manifest: ({ browser }) => ({
    name: 'Todo Assistant',
    description: 'Manage your todo list by chatting with an assistant in the side panel. Local first.',
    permissions: [
      'storage',
      'unlimitedStorage',
      'contextMenus',
      // The page the person is on, only when they ask (toolbar button, shortcut, menu): no install warning.
      'activeTab',
      'alarms',
      'notifications',
      ...(browser === 'firefox' ? [] : ['sidePanel', 'offscreen']),
    ],
    // Local model servers (Ollama, LM Studio) are allowed at install; any other
    // model host is requested at run time when the user saves it.
    host_permissions: ['http://localhost/*', 'http://127.0.0.1/*'],
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    action: { default_title: 'Open Todo Assistant' },
    commands: {
      'quick-add': {
        suggested_key: { default: 'Alt+Shift+K' },
        description: 'Quick-add a task',
      },
    },
    content_security_policy: {
      extension_pages: "script-src 'self' 'wasm-unsafe-eval'; object-src 'self'",
    },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'todo-assistant@example.org',
              strict_min_version: '142.0',
              // Nothing is sent anywhere until the user sets up a model server; then Firefox asks
              // for this optional consent (docs/store/data-collection.md explains the choice).
              data_collection_permissions: { required: ['none'], optional: MODEL_SERVER_DATA_COLLECTION },
            },
          },
        }
      : {}),
  }),
});
