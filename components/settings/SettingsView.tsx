import type { ReactNode } from 'react';
import { useSettingsForm, type SettingsNotice } from '@/lib/hooks/use-settings-form';
import { useChromeAiAvailability } from '@/lib/hooks/use-chrome-ai-availability';
import { useWebGpuAvailability } from '@/lib/hooks/use-webgpu-availability';
import { MODEL_ENGINES, MODEL_TIERS } from '@/lib/models/model-tiers';
import type { Provider } from '@/lib/settings';
import { chromeAiCannotRun, WEBLLM_CANNOT_RUN } from '@/lib/models/cannot-run-here';
import { ChromeAiSettings } from './ChromeAiSettings';
import { DataSettings } from './DataSettings';
import { ReminderSettings } from './ReminderSettings';
import { MemorySettings } from './MemorySettings';
import { RemoteModelSettings } from './RemoteModelSettings';
import { SyncSettings } from './SyncSettings';
import { PrivacyLink } from './PrivacyLink';
import { SettingsInput } from './SettingsInput';
import { WebLlmSettings } from './WebLlmSettings';
import '../shared/chat.css';

/** Automatic, then each tier as its definition words it (lib/models/model-tiers.ts). */
const PROVIDERS: { value: Provider; label: string; explanation: string }[] = [
  {
    value: 'auto',
    label: 'Automatic',
    explanation: 'Uses the remote model when set up, else an in-browser model that is ready (Chrome’s or the downloaded one), else the offline assistant.',
  },
  ...MODEL_ENGINES.map((engine) => ({ value: engine, label: MODEL_TIERS[engine].label, explanation: MODEL_TIERS[engine].explanation })),
];

/** The sections after Assistant, each one component that keeps its own state. */
const SECTIONS = [
  { title: 'Memory', hint: 'what the assistant keeps between conversations', Body: MemorySettings },
  { title: 'Reminders', hint: 'when and how you are reminded', Body: ReminderSettings },
  { title: 'Sync', hint: 'your tasks on other devices (CalDAV)', Body: SyncSettings },
  { title: 'Your data', hint: 'export, import, delete history', Body: DataSettings },
  { title: 'About', hint: 'privacy', Body: PrivacyLink },
];

/** The conversation's number fields, in the order Settings shows them. */
const CONVERSATION_FIELDS = [
  { field: 'historyWindow', id: 'settings-history-window', label: 'History window (messages sent to the model)', min: 1, max: 200 },
  { field: 'approvalTimeoutMinutes', id: 'settings-approval-timeout', label: 'Approval timeout (minutes)', min: 1, max: 1440 },
] as const;

/** Whether Settings shows a tier's own section now: the chosen tier's, and with Automatic every tier's that has one. */
const showsSection = (provider: Provider, section: 'remote' | 'webllm') =>
  MODEL_ENGINES.some((engine) => (provider === 'auto' || provider === engine) && (MODEL_TIERS[engine] as { settingsSection?: string }).settingsSection === section);

/**
 * A section of Settings: closed at first, so the page opens as a short
 * overview; its summary says what is inside. Components of other features
 * (model presets, sync) slot into a section as children.
 */
function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <details className="settings-section">
      <summary>
        <span className="settings-section-title">{title}</span> <span className="hint">{hint}</span>
      </summary>
      <div className="settings-section-body">{children}</div>
    </details>
  );
}

/** A tier that cannot run in this browser: one line saying why, in words, nothing to set. */
function CannotRunHere({ name, why }: { name: string; why: string }) {
  return (
    <p className="settings-unavailable hint">
      <strong>{name}</strong>: not available here. {why}
    </p>
  );
}

/** A section the chosen assistant does not use: collapsed, one click away. */
function Unused({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="settings-unused">
      <summary>{summary} (not in use)</summary>
      {children}
    </details>
  );
}

function Notice({ notice }: { notice: SettingsNotice }) {
  return (
    <p className={`notice-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      {notice.message}
    </p>
  );
}

/**
 * The Settings tab: the assistant's choice, then the chosen tier's fields
 * with Save (and Test connection for a remote model) right below them, the
 * other tiers collapsed, then the conversation settings.
 */
export function SettingsView() {
  const { form, errors, notice, pending, update, save, test, hasSavedKey, keyNotice, needsInsecureConsent } = useSettingsForm();
  const gpu = useWebGpuAvailability();
  const chromeAi = useChromeAiAvailability();
  if (!form) return <p className="muted">Loading settings…</p>;

  const usesRemote = showsSection(form.provider, 'remote');
  const usesWebLlm = showsSection(form.provider, 'webllm');
  // Tiers that cannot run here: one line each, in words (the browser's own reason stays out of Settings' first look).
  const webLlmBlocked = gpu && !gpu.available ? `The in-browser model cannot run in this browser. ${WEBLLM_CANNOT_RUN}` : undefined;
  const chromeAiBlocked = chromeAi?.status === 'unavailable' ? `Chrome's built-in model cannot run here. ${chromeAiCannotRun(chromeAi.reason)}` : undefined;
  const chosen = PROVIDERS.find((provider) => provider.value === form.provider) ?? PROVIDERS[0]!;
  const remoteSetUp = Boolean(form.baseURL && form.model);
  const answering =
    form.provider === 'offline'
      ? 'The offline assistant answers: simple requests, no model.'
      : form.provider === 'auto'
        ? remoteSetUp
          ? `Automatic: the remote model ${form.model} answers, the offline assistant if it cannot.`
          : 'Automatic: the offline assistant answers until you connect a model (Assistant below).'
        : `${chosen.label} answers${form.provider === 'remote' && !remoteSetUp ? ' once its server and model are set' : ''}.`;
  const busy = pending !== undefined;

  const testButton = (
    <button type="button" onClick={test} disabled={busy}>
      Test connection
    </button>
  );
  const saveRow = (
    <>
      <div className="settings-actions">
        <button type="submit" className="primary" disabled={busy}>
          Save
        </button>
        {usesRemote ? testButton : null}
      </div>
      {notice && (usesRemote || notice.for === 'save') ? <Notice notice={notice} /> : null}
    </>
  );
  const remote = (
    <RemoteModelSettings form={form} errors={errors} hasSavedKey={hasSavedKey} keyNotice={keyNotice} needsInsecureConsent={needsInsecureConsent} onChange={update}>
      {usesRemote ? (
        saveRow
      ) : (
        <>
          <div className="settings-actions">{testButton}</div>
          {notice?.for === 'test' ? <Notice notice={notice} /> : null}
        </>
      )}
    </RemoteModelSettings>
  );

  return (
    <form
      className="settings-view"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save(form.provider === 'webllm' ? webLlmBlocked : form.provider === 'chrome-ai' ? chromeAiBlocked : undefined);
      }}
    >
      <p className="settings-overview" data-testid="settings-overview">
        {answering}
      </p>
      <Section title="Assistant" hint={`${chosen.label}; model, key, conversation`}>
        <fieldset>
          <legend>Assistant</legend>
          {PROVIDERS.filter(
            (provider) => form.provider === provider.value || !(provider.value === 'chrome-ai' ? chromeAiBlocked : provider.value === 'webllm' ? webLlmBlocked : undefined),
          ).map((provider) => {
            const blocked = provider.value === 'webllm' ? webLlmBlocked : undefined;
            return (
              <label key={provider.value} className="radio">
                <input
                  type="radio"
                  name="provider"
                  value={provider.value}
                  checked={form.provider === provider.value}
                  aria-describedby={blocked ? 'settings-webllm-blocked' : undefined}
                  onChange={() => update('provider', provider.value)}
                />
                <span>
                  {provider.label}
                  <br />
                  <span className="hint">{provider.explanation}</span>
                  {blocked ? (
                    <>
                      <br />
                      <span id="settings-webllm-blocked" className={form.provider === 'webllm' ? 'field-error' : 'hint'}>
                        Not available here. {WEBLLM_CANNOT_RUN}
                      </span>
                    </>
                  ) : null}
                </span>
              </label>
            );
          })}
        </fieldset>

        {usesRemote ? remote : null}
        {form.provider === 'webllm' ? <WebLlmSettings chosen /> : null}
        {usesRemote ? null : saveRow}
        {usesRemote && usesWebLlm && !webLlmBlocked ? <WebLlmSettings chosen={false} /> : null}
        {usesRemote ? null : <Unused summary="Remote model">{remote}</Unused>}
        {chromeAiBlocked ? (
          <CannotRunHere name="Chrome's built-in model" why={chromeAi?.status === 'unavailable' ? chromeAiCannotRun(chromeAi.reason) : ''} />
        ) : (
          <ChromeAiSettings />
        )}
        {form.provider === 'webllm' ? null : webLlmBlocked ? (
          <CannotRunHere name="In-browser model" why={WEBLLM_CANNOT_RUN} />
        ) : usesWebLlm ? null : (
          <Unused summary="In-browser model">
            <WebLlmSettings chosen={false} />
          </Unused>
        )}

        <fieldset>
          <legend>Conversation</legend>
          {CONVERSATION_FIELDS.map(({ field, ...input }) => (
            <SettingsInput key={field} {...input} type="number" value={form[field]} error={errors[field]} onValueChange={(value) => update(field, value)} />
          ))}
        </fieldset>
      </Section>
      {SECTIONS.map(({ title, hint, Body }) => (
        <Section key={title} title={title} hint={hint}>
          <Body />
        </Section>
      ))}
    </form>
  );
}
