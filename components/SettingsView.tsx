import { useSettingsForm } from '@/lib/hooks/use-settings-form';
import type { Provider } from '@/lib/settings';
import { RemoteModelSettings } from './RemoteModelSettings';
import { SettingsInput } from './SettingsInput';
import { WebLlmSettings } from './WebLlmSettings';
import './chat.css';

const PROVIDERS: { value: Provider; label: string; explanation: string }[] = [
  { value: 'auto', label: 'Automatic', explanation: 'Uses the remote model when set up, else the in-browser model, else the offline assistant.' },
  { value: 'remote', label: 'Remote model', explanation: 'An OpenAI-compatible server (OpenAI, Ollama, LM Studio…); errors are shown, never replaced.' },
  { value: 'webllm', label: 'In-browser model', explanation: 'A small model that runs on this computer with WebGPU, after a one-time download.' },
  { value: 'offline', label: 'Offline assistant', explanation: 'Built-in rules that understand simple requests; no model, works everywhere.' },
];

/** The Settings tab. */
export function SettingsView() {
  const { form, errors, notice, pending, update, save, test, hasSavedKey, keyNotice, needsInsecureConsent } = useSettingsForm();
  if (!form) return <p className="muted">Loading settings…</p>;

  return (
    <form
      className="settings-view"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <fieldset>
        <legend>Assistant</legend>
        {PROVIDERS.map((provider) => (
          <label key={provider.value} className="radio">
            <input type="radio" name="provider" value={provider.value} checked={form.provider === provider.value} onChange={() => update('provider', provider.value)} />
            <span>
              {provider.label}
              <br />
              <span className="hint">{provider.explanation}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <RemoteModelSettings
        form={form}
        errors={errors}
        hasSavedKey={hasSavedKey}
        keyNotice={keyNotice}
        needsInsecureConsent={needsInsecureConsent}
        onChange={update}
      />

      <WebLlmSettings />

      <fieldset>
        <legend>Conversation</legend>
        <SettingsInput
          id="settings-history-window"
          label="History window (messages sent to the model)"
          type="number"
          min={1}
          max={200}
          value={form.historyWindow}
          error={errors.historyWindow}
          onValueChange={(value) => update('historyWindow', value)}
        />
        <SettingsInput
          id="settings-approval-timeout"
          label="Approval timeout (minutes)"
          type="number"
          min={1}
          max={1440}
          value={form.approvalTimeoutMinutes}
          error={errors.approvalTimeoutMinutes}
          onValueChange={(value) => update('approvalTimeoutMinutes', value)}
        />
      </fieldset>

      <div className="settings-actions">
        <button type="submit" className="primary" disabled={pending !== undefined}>
          Save
        </button>
        <button type="button" onClick={test} disabled={pending !== undefined}>
          Test connection
        </button>
      </div>
      {notice ? (
        <p className={`notice-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.message}
        </p>
      ) : null}
    </form>
  );
}
