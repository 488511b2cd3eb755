export * from './settings-schema';
export { loadSettings, saveSettings, watchSettings } from './settings-storage';
