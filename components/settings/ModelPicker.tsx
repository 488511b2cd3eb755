import type { SettingsForm } from '@/lib/settings';
import { useModelList } from '@/lib/hooks/use-model-list';

/** "List models": the server's models in a list; choosing one fills the Model field, which stays free to type in. */
export function ModelPicker({ form, onPick }: { form: SettingsForm; onPick: (model: string) => void }) {
  const { state, load, ready } = useModelList();
  const loaded = state.kind === 'loaded' && state.baseURL === form.baseURL ? state : undefined;
  return (
    <div className="settings-field">
      <div className="settings-actions">
        <button type="button" onClick={() => load(form)} disabled={!ready || state.kind === 'loading' || !form.baseURL.trim()}>
          {state.kind === 'loading' ? 'Listing models…' : 'List models'}
        </button>
      </div>
      {loaded ? (
        <>
          <label htmlFor="settings-model-list">Models on this server</label>
          <select id="settings-model-list" value={loaded.models.includes(form.model) ? form.model : ''} onChange={(event) => event.target.value && onPick(event.target.value)}>
            <option value="">Choose one of {loaded.models.length} models…</option>
            {loaded.models.map((model) => (
              <option key={model} value={model}>
                {model}
              </option>
            ))}
          </select>
        </>
      ) : null}
      {state.kind === 'failed' ? (
        <span className="hint" role="status">
          {state.message}
        </span>
      ) : null}
    </div>
  );
}
