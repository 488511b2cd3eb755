import { useEffect, useRef, useState } from 'react';
import {
  asksDataConsent,
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
import { MODEL_TIERS } from '../models/model-tiers';
import { useSettings } from './use-settings';
import { errorMessage } from '../util';

export type SettingsNotice = {
  kind: 'info' | 'success' | 'error';
  message: string;
  /** Which button it answers, so the view can show it next to that button. */
  for: 'save' | 'test';
};

/** The fields' labels as the view shows them, to name them in the notice. */
const FIELD_LABELS: Record<keyof SettingsForm, string> = {
  provider: 'Assistant',
  baseURL: 'Base URL',
  apiKey: 'API key',
  model: 'Model',
  allowInsecureKey: 'Send the key over plain http',
  clearApiKey: 'Remove the saved API key',
  historyWindow: 'History window',
  approvalTimeoutMinutes: 'Approval timeout',
  remoteContextTokens: 'Context size',
};

/** "Nothing was saved: fix the field Base URL." — names the fields, wherever they are on the page. */
export function invalidNotice(errors: SettingsFormErrors, action: 'save' | 'test' = 'save'): string {
  const names = (Object.keys(errors) as Array<keyof SettingsForm>).filter((field) => errors[field]).map((field) => FIELD_LABELS[field] ?? field);
  const start = action === 'test' ? 'Cannot test yet' : 'Nothing was saved';
  if (!names.length) return `${start}: fix the marked fields.`;
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  return `${start}: fix the field${names.length === 1 ? '' : 's'} ${list}; each says what is wrong next to it.`;
}

/** Shown while the browser's own permission prompt waits for the person. */
export const PERMISSION_PROMPT_NOTICE = 'Allow access in the browser’s prompt…';
/** A prompt that has not answered after this long is on screen (a granted origin answers at once). */
const PROMPT_SHOWN_AFTER_MS = 200;

function permissionRefused(baseURL: string): string {
  const origin = hostPermissionPattern(baseURL)?.replace(/\/\*$/, '') ?? baseURL;
  if (asksDataConsent()) {
    return `Firefox did not allow the extension to reach ${origin} and send it your messages, so it cannot use that model server. Allow it when asked, or choose the offline assistant.`;
  }
  return `The browser did not allow the extension to reach ${origin}, so it cannot use that model server. Allow it when asked, or use a server on http://localhost.`;
}

/** Starts the permission request synchronously, inside the click's user gesture. */
function askPermission(settings: Settings): Promise<boolean> {
  const asksHost = settings.provider === 'auto' || MODEL_TIERS[settings.provider].needsHostPermission;
  if (!asksHost || !settings.remote.baseURL) return Promise.resolve(true);
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
  const promptTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(promptTimer.current), []);

  /** Waits for the permission answer; if the browser's prompt is up, says so in the notice. */
  const awaitPermission = async (permission: Promise<boolean>, action: SettingsNotice['for']): Promise<boolean> => {
    clearTimeout(promptTimer.current);
    promptTimer.current = setTimeout(() => setNotice({ kind: 'info', message: PERMISSION_PROMPT_NOTICE, for: action }), PROMPT_SHOWN_AFTER_MS);
    try {
      return await permission;
    } finally {
      clearTimeout(promptTimer.current);
    }
  };

  const update = <K extends keyof SettingsForm>(field: K, value: SettingsForm[K]) => {
    if (!form) return;
    setForm({ ...form, [field]: value });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const validate = (action: SettingsNotice['for']): Settings | undefined => {
    if (!form || !settings) return undefined;
    const result = parseSettingsForm(form, settings);
    if (!result.ok) {
      setErrors(result.errors);
      setNotice({ kind: 'error', message: invalidNotice(result.errors, action === 'test' ? 'test' : 'save'), for: action });
      return undefined;
    }
    setErrors({});
    return result.settings;
  };

  /**
   * `unusable` is why the chosen assistant cannot run in this browser (e.g. no
   * WebGPU for the in-browser model): then nothing is saved, and the notice says why.
   */
  const save = (unusable?: string) => {
    const next = validate('save');
    if (!next) return;
    if (unusable) {
      setNotice({ kind: 'error', message: `Nothing was saved: ${unusable} Choose another assistant.`, for: 'save' });
      return;
    }
    const permission = askPermission(next);
    setPending('saving');
    void (async () => {
      try {
        if (!(await awaitPermission(permission, 'save'))) {
          setNotice({ kind: 'error', message: `${permissionRefused(next.remote.baseURL)} Nothing was saved.`, for: 'save' });
          return;
        }
        const saved = await saveSettings(next);
        setForm(toSettingsForm(saved));
        setNotice({ kind: 'success', message: 'Settings saved.', for: 'save' });
      } catch (error) {
        setNotice({ kind: 'error', message: `The settings could not be saved: ${errorMessage(error)}`, for: 'save' });
      } finally {
        setPending(undefined);
      }
    })();
  };

  const test = () => {
    const next = validate('test');
    if (!next) return;
    const permission = askPermission({ ...next, provider: 'remote' });
    setPending('testing');
    setNotice({ kind: 'info', message: 'Testing the connection…', for: 'test' });
    void (async () => {
      try {
        if (!(await awaitPermission(permission, 'test'))) {
          setNotice({ kind: 'error', message: permissionRefused(next.remote.baseURL), for: 'test' });
          return;
        }
        setNotice({ kind: 'info', message: 'Testing the connection…', for: 'test' });
        // Loaded on demand: the model client is not part of the panel's first script.
        const { testConnection } = await import('../models/remote');
        const result = await testConnection(next);
        setNotice(result.ok ? { kind: 'success', message: result.message || 'Connected.', for: 'test' } : { kind: 'error', message: result.message, for: 'test' });
      } catch (error) {
        setNotice({ kind: 'error', message: `The test could not run: ${errorMessage(error)}`, for: 'test' });
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
