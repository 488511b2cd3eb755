import type { SettingsForm, SettingsFormErrors } from '@/lib/settings';
import { FieldError } from './FieldError';

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
      <label>
        Base URL
        <input
          type="url"
          value={form.baseURL}
          placeholder="http://localhost:11434/v1"
          aria-invalid={Boolean(errors.baseURL)}
          aria-describedby="baseURL-hint baseURL-error"
          onChange={(event) => onChange('baseURL', event.target.value)}
        />
        <span id="baseURL-hint" className="hint">
          OpenAI: https://api.openai.com/v1 · Ollama: http://localhost:11434/v1 · LM Studio: http://localhost:1234/v1. Other servers are asked for
          permission when you save.
        </span>
        <FieldError id="baseURL-error" message={errors.baseURL} />
      </label>
      <label>
        API key
        <input
          type="password"
          autoComplete="off"
          value={form.apiKey}
          placeholder={hasSavedKey && !form.clearApiKey ? 'A key is saved. Type a new one to replace it.' : 'Not needed for local servers'}
          aria-invalid={Boolean(errors.apiKey)}
          aria-describedby="apiKey-hint apiKey-error"
          onChange={(event) => onChange('apiKey', event.target.value)}
        />
        <span id="apiKey-hint" className="hint">
          Stored only in this browser's extension storage; never shown, logged or exported.
        </span>
        <FieldError id="apiKey-error" message={errors.apiKey} />
      </label>
      {hasSavedKey ? (
        <label className="radio">
          <input type="checkbox" checked={form.clearApiKey} onChange={(event) => onChange('clearApiKey', event.target.checked)} />
          Remove the saved API key
        </label>
      ) : null}
      <label>
        Model
        <input
          type="text"
          value={form.model}
          placeholder="gpt-4o-mini, llama3.2, …"
          aria-invalid={Boolean(errors.model)}
          aria-describedby="model-error"
          onChange={(event) => onChange('model', event.target.value)}
        />
        <FieldError id="model-error" message={errors.model} />
      </label>
    </fieldset>
  );
}
