import type { Settings } from '../settings';
import { parseSettings } from '../settings';

/**
 * Settings as an export holds them: everything but the API key and what binds
 * it to its server. The key never leaves the browser's storage.
 */
export function exportableSettings(settings: Settings): Record<string, unknown> {
  const { apiKey: _apiKey, apiKeyOrigin: _origin, allowInsecureKeyOrigin: _insecure, ...remote } = settings.remote;
  return { ...settings, remote };
}

/**
 * The settings to save after a replace: the file's settings, with this
 * browser's own key (and the server it belongs to) kept; any key a file
 * carries is ignored.
 */
export function importedSettings(fromFile: Record<string, unknown>, current: Settings): Settings {
  const parsed = parseSettings(fromFile);
  const { apiKey, apiKeyOrigin, allowInsecureKeyOrigin } = current.remote;
  return parseSettings({
    ...parsed,
    remote: {
      ...parsed.remote,
      apiKey,
      ...(apiKeyOrigin ? { apiKeyOrigin } : {}),
      ...(allowInsecureKeyOrigin ? { allowInsecureKeyOrigin } : {}),
    },
  });
}
