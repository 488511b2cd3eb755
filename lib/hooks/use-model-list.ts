import { useState } from 'react';
import { parseSettingsForm, requestHostPermission, type SettingsForm } from '../settings';
import { useSettings } from './use-settings';

export type ModelListState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'loaded'; models: string[]; baseURL: string } | { kind: 'failed'; message: string };

/**
 * The models of the server on screen (GET {base}/models), for Settings'
 * model list. `load` must be called from a click: it may ask the browser
 * for access to that server first.
 */
export function useModelList() {
  const settings = useSettings();
  const [state, setState] = useState<ModelListState>({ kind: 'idle' });
  const load = (form: SettingsForm) => {
    if (!settings) return;
    const parsed = parseSettingsForm({ ...form, provider: 'remote', model: form.model || 'any' }, settings);
    if (!parsed.ok) {
      setState({ kind: 'failed', message: parsed.errors.baseURL ?? parsed.errors.apiKey ?? 'Fix the marked fields first.' });
      return;
    }
    const next = parsed.settings;
    // Asked inside the click's gesture; local servers are allowed already.
    const permission = requestHostPermission(next.remote.baseURL).catch(() => false);
    setState({ kind: 'loading' });
    void (async () => {
      if (!(await permission)) {
        setState({ kind: 'failed', message: 'The browser did not allow the extension to reach that server.' });
        return;
      }
      // Loaded on demand: the model client is not part of the panel's first script.
      const { listRemoteModels } = await import('../models/remote/list-models');
      const result = await listRemoteModels(next);
      setState(
        result.ok
          ? result.models.length
            ? { kind: 'loaded', models: result.models, baseURL: form.baseURL }
            : { kind: 'failed', message: 'The server lists no models: type the model name.' }
          : { kind: 'failed', message: result.message },
      );
    })();
  };
  /** False until the stored settings are read (the list is asked with their key); the button waits for it. */
  return { state, load, ready: settings !== undefined };
}
