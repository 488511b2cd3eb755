import { useCallback } from 'react';
import { useSettings } from './use-settings';
import { loadSettings, saveSettings } from '../settings';

/** The chosen in-browser model, saved on change without touching other settings. */
export function useWebLlmModelSetting(): { modelId: string | undefined; setModelId: (id: string) => void } {
  const settings = useSettings();
  const setModelId = useCallback((id: string) => {
    void (async () => {
      const latest = await loadSettings();
      await saveSettings({ ...latest, webllm: { ...latest.webllm, model: id } });
    })();
  }, []);
  return { modelId: settings?.webllm.model, setModelId };
}
