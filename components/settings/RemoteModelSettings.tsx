import type { ReactNode } from 'react';
import type { SettingsForm, SettingsFormErrors } from '@/lib/settings';
import { FieldError } from '../shared/FieldError';
import { ModelPicker } from './ModelPicker';
import { ModelServerPresets } from './ModelServerPresets';
import { SettingsInput } from './SettingsInput';

const KEY_HINT = "Stored only in this browser's extension storage; sent only to the server it was entered for; never shown, logged or exported.";

/** The remote (OpenAI-compatible) model fields: server address, API key and model; `children` (its buttons) after them. */
export function RemoteModelSettings({
  form,
  errors,
  hasSavedKey,
  keyNotice,
  needsInsecureConsent,
  onChange,
  children,
}: {
  form: SettingsForm;
  errors: SettingsFormErrors;
  /** A key is saved for the server on screen. */
  hasSavedKey: boolean;
  /** Why the saved key will not be used for the server on screen, in one sentence. */
  keyNotice?: string | undefined;
  /** The key would travel over plain http to another computer: ask the user to accept it. */
  needsInsecureConsent: boolean;
  onChange: <K extends keyof SettingsForm>(field: K, value: SettingsForm[K]) => void;
  children?: ReactNode;
}) {
  /** A text field's value, message and change, bound to the form. */
  const bound = (field: 'baseURL' | 'apiKey' | 'model' | 'remoteContextTokens') => ({
    value: form[field],
    error: errors[field],
    onValueChange: (value: string) => onChange(field, value),
  });
  return (
    <fieldset>
      <legend>Remote model (OpenAI-compatible)</legend>
      <ModelServerPresets baseURL={form.baseURL} onPick={(baseURL) => onChange('baseURL', baseURL)} />
      <SettingsInput
        id="settings-base-url"
        label="Base URL"
        type="url"
        placeholder="http://localhost:11434/v1"
        hint="Servers other than localhost are asked for permission when you save."
        {...bound('baseURL')}
      />
      <SettingsInput
        id="settings-api-key"
        label="API key"
        type="password"
        autoComplete="off"
        placeholder={hasSavedKey && !form.clearApiKey ? 'A key is saved. Type a new one to replace it.' : 'Not needed for local servers'}
        hint={
          keyNotice ? (
            <>
              <strong role="status">{keyNotice}</strong> {KEY_HINT}
            </>
          ) : (
            KEY_HINT
          )
        }
        {...bound('apiKey')}
      />
      {needsInsecureConsent ? (
        <>
          <label className="radio">
            <input
              type="checkbox"
              checked={form.allowInsecureKey}
              aria-invalid={Boolean(errors.allowInsecureKey)}
              aria-describedby="settings-insecure-key-error"
              onChange={(event) => onChange('allowInsecureKey', event.target.checked)}
            />
            Send the key over plain http to this server (unencrypted: anyone on the network between you and it can read the key)
          </label>
          <FieldError id="settings-insecure-key-error" message={errors.allowInsecureKey} />
        </>
      ) : null}
      {hasSavedKey ? (
        <label className="radio">
          <input type="checkbox" checked={form.clearApiKey} onChange={(event) => onChange('clearApiKey', event.target.checked)} />
          Remove the saved API key
        </label>
      ) : null}
      <SettingsInput id="settings-model" label="Model" type="text" placeholder="gpt-4o-mini, llama3.2, …" {...bound('model')} />
      <ModelPicker form={form} onPick={(model) => onChange('model', model)} />
      <SettingsInput
        id="settings-context-tokens"
        label="Context size (tokens)"
        type="number"
        min={1024}
        hint="How much of a conversation this model reads at once (see its server's documentation); older messages are left out to fit."
        {...bound('remoteContextTokens')}
      />
      {children}
    </fieldset>
  );
}
