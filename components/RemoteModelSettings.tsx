import type { SettingsForm, SettingsFormErrors } from '@/lib/settings';
import { SettingsInput } from './SettingsInput';

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
      <SettingsInput
        id="settings-base-url"
        label="Base URL"
        type="url"
        value={form.baseURL}
        placeholder="http://localhost:11434/v1"
        error={errors.baseURL}
        hint="OpenAI: https://api.openai.com/v1 · Ollama: http://localhost:11434/v1 · LM Studio: http://localhost:1234/v1. Servers other than localhost are asked for permission when you save."
        onValueChange={(value) => onChange('baseURL', value)}
      />
      <SettingsInput
        id="settings-api-key"
        label="API key"
        type="password"
        autoComplete="off"
        value={form.apiKey}
        placeholder={hasSavedKey && !form.clearApiKey ? 'A key is saved. Type a new one to replace it.' : 'Not needed for local servers'}
        error={errors.apiKey}
        hint="Stored only in this browser's extension storage; never shown, logged or exported."
        onValueChange={(value) => onChange('apiKey', value)}
      />
      {hasSavedKey ? (
        <label className="radio">
          <input type="checkbox" checked={form.clearApiKey} onChange={(event) => onChange('clearApiKey', event.target.checked)} />
          Remove the saved API key
        </label>
      ) : null}
      <SettingsInput
        id="settings-model"
        label="Model"
        type="text"
        value={form.model}
        placeholder="gpt-4o-mini, llama3.2, …"
        error={errors.model}
        onValueChange={(value) => onChange('model', value)}
      />
    </fieldset>
  );
}
