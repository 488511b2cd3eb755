import { useChromeAi } from '@/lib/hooks/use-chrome-ai';

const MB = 1024 * 1024;

/**
 * Settings, Chrome's built-in model: its state in words (unavailable and why,
 * downloadable with Download, downloading with progress, ready with its
 * context window) and, for `auto`, whether it goes before the WebLLM model.
 */
export function ChromeAiSettings() {
  const { state, progress, contextWindow, error, download, preferOverWebLlm, setPreferOverWebLlm } = useChromeAi();
  const downloading = state?.status === 'downloading' || (state?.status === 'downloadable' && progress !== undefined && !error);
  const percent = progress ? Math.floor(progress.fraction * 100) : undefined;
  const size =
    progress?.totalBytes !== undefined
      ? `${Math.round((progress.loadedBytes ?? 0) / MB)} of ${Math.round(progress.totalBytes / MB)} MB`
      : 'Chrome does not say how large the model is; it asks for 22 GB of free disk';

  return (
    <fieldset className="webllm-settings">
      <legend>Chrome&apos;s built-in model</legend>
      <p className={state?.status === 'unavailable' ? 'hint' : undefined} role="status" data-testid="chrome-ai-state">
        {!state
          ? 'Checking whether Chrome offers its built-in model…'
          : downloading
            ? 'Chrome is downloading its built-in model. It keeps going when you close this panel.'
            : state.message}
      </p>
      {downloading ? (
        <div className="webllm-progress">
          <progress aria-label="Chrome model download" max={100} value={percent} />
          <p className="hint" aria-live="polite">
            {percent !== undefined ? `${percent}% · ` : ''}
            {size}.
          </p>
        </div>
      ) : null}
      {state?.status === 'available' && contextWindow !== undefined ? (
        <p className="hint" data-testid="chrome-ai-context">
          Context window: {contextWindow.toLocaleString('en')} tokens (what the conversation, the tools and the answer share).
        </p>
      ) : null}
      {state?.status === 'downloadable' && !downloading ? (
        <div className="settings-actions">
          <button type="button" className="primary" onClick={download}>
            Download Chrome&apos;s model
          </button>
        </div>
      ) : null}
      {error ? (
        <p className="notice-error" role="alert">
          {error}
        </p>
      ) : null}
      {state && state.status !== 'unavailable' && preferOverWebLlm !== undefined ? (
        <label className="radio">
          <input type="checkbox" checked={preferOverWebLlm} onChange={(event) => setPreferOverWebLlm(event.target.checked)} />
          <span>
            With Automatic, try Chrome&apos;s model before the downloaded in-browser model
            <br />
            <span className="hint">Off by default: the downloaded model is one you chose, with published tool-calling results.</span>
          </span>
        </label>
      ) : null}
    </fieldset>
  );
}
