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
 * The settings to save after a replace: the file's preferences (history
 * window, reminders, memory, …), but never where data goes. The provider,
 * the model server (base URL, model, key and the origins the key and the
 * plain-http consent belong to) and the remote embedding model stay as this
 * browser has them, so a file cannot send the chats, or the key, to its own
 * server, nor skip the permission prompt a server typed here needs.
 */
export function importedSettings(fromFile: Record<string, unknown>, current: Settings): Settings {
  const parsed = parseSettings(fromFile);
  return parseSettings({
    ...parsed,
    provider: current.provider,
    remote: current.remote,
    memory: { ...parsed.memory, embeddingModel: current.memory.embeddingModel },
  });
}
