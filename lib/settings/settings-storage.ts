import { storage } from '#imports';
import { parseSettings, type Settings } from './settings-schema';

/** `browser.storage.local` under the key `settings`. */
const settingsItem = storage.defineItem<unknown>('local:settings');

export async function loadSettings(): Promise<Settings> {
  return parseSettings(await settingsItem.getValue());
}

export async function saveSettings(settings: Settings): Promise<Settings> {
  const clean = parseSettings(settings);
  await settingsItem.setValue(clean);
  return clean;
}

export function watchSettings(callback: (settings: Settings) => void): () => void {
  return settingsItem.watch((value) => callback(parseSettings(value)));
}
