import { useState } from 'react';
import {
  hostPermissionPattern,
  keyNeedsInsecureConsent,
  parseSettingsForm,
  requestHostPermission,
  saveSettings,
  savedKeyFits,
  savedKeyNotice,
  toSettingsForm,
  type Settings,
  type SettingsForm,
  type SettingsFormErrors,
} from '../settings';
import { useSettings } from './use-settings';
import { errorMessage } from '../util';

export type SettingsNotice = { kind: 'info' | 'success' | 'error'; message: string };

const INVALID = 'Nothing was saved: fix the fields marked below.';

function permissionRefused(baseURL: string): string {
  const origin = hostPermissionPattern(baseURL)?.replace(/\/\*$/, '') ?? baseURL;
  return `The browser did not allow the extension to reach ${origin}, so it cannot use that model server. Allow it when asked, or use a server on http://localhost.`;
}

/** Starts the permission request synchronously, inside the click's user gesture. */
function askPermission(settings: Settings): Promise<boolean> {
  if (settings.provider === 'webllm' || settings.provider === 'offline' || !settings.remote.baseURL) return Promise.resolve(true);
  return requestHostPermission(settings.remote.baseURL).catch(() => false);
}

/**
 * The Settings view's state: the form, its errors, Save (validate, ask for
 * the server's host permission, store) and Test connection. Save and test
 * must be called straight from a click handler: the permission prompt needs
 * the user's gesture.
 */
export function useSettingsForm() {
  const settings = useSettings();
  const [draft, setForm] = useState<SettingsForm>();
  const form = draft ?? (settings ? toSettingsForm(settings) : undefined);
  const [errors, setErrors] = useState<SettingsFormErrors>({});
  const [notice, setNotice] = useState<SettingsNotice>();
  const [pending, setPending] = useState<'saving' | 'testing'>();

  const update = <K extends keyof SettingsForm>(field: K, value: SettingsForm[K]) => {
    if (!form) return;
    setForm({ ...form, [field]: value });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const validate = (): Settings | undefined => {
    if (!form || !settings) return undefined;
    const result = parseSettingsForm(form, settings);
    if (!result.ok) {
      setErrors(result.errors);
      setNotice({ kind: 'error', message: INVALID });
      return undefined;
    }
    setErrors({});
    return result.settings;
  };

  const save = () => {
    const next = validate();
    if (!next) return;
    const permission = askPermission(next);
    setPending('saving');
    void (async () => {
      try {
        if (!(await permission)) {
          setNotice({ kind: 'error', message: `${permissionRefused(next.remote.baseURL)} Nothing was saved.` });
          return;
        }
        const saved = await saveSettings(next);
        setForm(toSettingsForm(saved));
        setNotice({ kind: 'success', message: 'Settings saved.' });
      } catch (error) {
        setNotice({ kind: 'error', message: `The settings could not be saved: ${errorMessage(error)}` });
      } finally {
        setPending(undefined);
      }
    })();
  };

  const test = () => {
    const next = validate();
    if (!next) return;
    const permission = askPermission({ ...next, provider: 'remote' });
    setPending('testing');
    setNotice({ kind: 'info', message: 'Testing the connection…' });
    void (async () => {
      try {
        if (!(await permission)) {
          setNotice({ kind: 'error', message: permissionRefused(next.remote.baseURL) });
          return;
        }
        // Loaded on demand: the model client is not part of the panel's first script.
        const { testConnection } = await import('../models/remote');
        const result = await testConnection(next);
        setNotice(result.ok ? { kind: 'success', message: result.message || 'Connected.' } : { kind: 'error', message: result.message });
      } catch (error) {
        setNotice({ kind: 'error', message: `The test could not run: ${errorMessage(error)}` });
      } finally {
        setPending(undefined);
      }
    })();
  };

  const key = {
    /** A key is saved for the server on screen. */
    hasSavedKey: Boolean(form && settings && savedKeyFits(form, settings)),
    /** The saved key belongs to another server: one sentence saying so. */
    keyNotice: form && settings ? savedKeyNotice(form, settings) : undefined,
    /** The key would go unencrypted to another computer: the user must accept it. */
    needsInsecureConsent: Boolean(form && settings && keyNeedsInsecureConsent(form, settings)),
  };
  return { settings, form, errors, notice, pending, update, save, test, ...key };
}
