import type { SettingsForm, SettingsFormErrors } from '@/lib/settings';
import { SettingsField } from './SettingsField';

const describedBy = (id: string, hint: boolean) => (hint ? `${id}-hint ${id}-error` : `${id}-error`);

/** The remote (OpenAI-compatible) model fields: server address, API key and model. */
export function RemoteModelSettings({
  form,
  errors,
  hasSavedKey,
  onChange,
}: {
  form: SettingsForm;
  errors: SettingsFormErrors;
  hasSavedKey: boolean;
  onChange: <K extends keyof SettingsForm>(field: K, value: SettingsForm[K]) => void;
}) {
  return (
    <fieldset>
      <legend>Remote model (OpenAI-compatible)</legend>
      <SettingsField
        id="settings-base-url"
        label="Base URL"
        error={errors.baseURL}
        hint="OpenAI: https://api.openai.com/v1 · Ollama: http://localhost:11434/v1 · LM Studio: http://localhost:1234/v1. Servers other than localhost are asked for permission when you save."
      >
        <input
          id="settings-base-url"
          type="url"
          value={form.baseURL}
          placeholder="http://localhost:11434/v1"
          aria-invalid={Boolean(errors.baseURL)}
          aria-describedby={describedBy('settings-base-url', true)}
          onChange={(event) => onChange('baseURL', event.target.value)}
        />
      </SettingsField>
      <SettingsField
        id="settings-api-key"
        label="API key"
        error={errors.apiKey}
        hint="Stored only in this browser's extension storage; never shown, logged or exported."
      >
        <input
          id="settings-api-key"
          type="password"
          autoComplete="off"
          value={form.apiKey}
          placeholder={hasSavedKey && !form.clearApiKey ? 'A key is saved. Type a new one to replace it.' : 'Not needed for local servers'}
          aria-invalid={Boolean(errors.apiKey)}
          aria-describedby={describedBy('settings-api-key', true)}
          onChange={(event) => onChange('apiKey', event.target.value)}
        />
      </SettingsField>
      {hasSavedKey ? (
        <label className="radio">
          <input type="checkbox" checked={form.clearApiKey} onChange={(event) => onChange('clearApiKey', event.target.checked)} />
          Remove the saved API key
        </label>
      ) : null}
      <SettingsField id="settings-model" label="Model" error={errors.model}>
        <input
          id="settings-model"
          type="text"
          value={form.model}
          placeholder="gpt-4o-mini, llama3.2, …"
          aria-invalid={Boolean(errors.model)}
          aria-describedby={describedBy('settings-model', false)}
          onChange={(event) => onChange('model', event.target.value)}
        />
      </SettingsField>
    </fieldset>
  );
}
