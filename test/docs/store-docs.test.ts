import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../wxt.config';
import { MODEL_HOST_ORIGINS } from '@/lib/models/webllm/model-hosts';

// docs/store/permissions.md is what a reviewer reads: a permission added to the manifest
// without its line there fails here, before a store rejects the upload.
const justifications = readFileSync('docs/store/permissions.md', 'utf8');

type ManifestPart = { permissions?: string[]; host_permissions?: string[]; optional_host_permissions?: string[] };

function manifestFor(browser: 'chrome' | 'firefox'): ManifestPart {
  const manifest = config.manifest;
  if (typeof manifest !== 'function') throw new Error('wxt.config.ts builds the manifest per browser');
  return manifest({ browser, manifestVersion: 3, mode: 'production', command: 'build' }) as ManifestPart;
}

describe('docs/store/permissions.md', () => {
  it.each(['chrome', 'firefox'] as const)('justifies every permission and host permission of the %s manifest', (browser) => {
    const manifest = manifestFor(browser);
    const entries = [...(manifest.permissions ?? []), ...(manifest.host_permissions ?? []), ...(manifest.optional_host_permissions ?? [])];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(justifications, entry).toContain(`\`${entry}\``);
  });

  it('names every host the in-browser model download asks for', () => {
    for (const origin of MODEL_HOST_ORIGINS) expect(justifications, origin).toContain(`\`${origin}\``);
  });
});
