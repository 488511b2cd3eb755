import { useId } from 'react';
import type { WebLlmDownloadView } from '@/lib/hooks/use-webllm-download';
import { WEBLLM_EMBEDDING_MODEL } from '@/lib/models/webllm/model-catalog';
import { ModelDownloadControls } from './ModelDownloadControls';
import { WebGpuStatus } from './WebGpuStatus';

export interface WebLlmEmbeddingSettingsProps {
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  view: WebLlmDownloadView;
  /** A remote embedding model is set: it comes first, this one waits. */
  remoteFirst: boolean;
}

/**
 * Settings → Memory: WebLLM's own embedding model, the middle tier of memory
 * search. A switch, and (when on) its download like the chat model's.
 */
export function WebLlmEmbeddingSettings({ enabled, onEnabledChange, view, remoteFirst }: WebLlmEmbeddingSettingsProps) {
  const switchId = useId();
  return (
    <div className="settings-field webllm-embeddings">
      <label className="checkbox" htmlFor={switchId}>
        <input id={switchId} type="checkbox" checked={enabled} onChange={(event) => onEnabledChange(event.target.checked)} />
        <span>
          In-browser embeddings
          <br />
          <span className="hint">
            {WEBLLM_EMBEDDING_MODEL.label} runs on this computer&apos;s GPU to find memories by meaning when no server embedding model is set.
            {remoteFirst ? ' Your server’s embedding model is set, so it is used instead.' : ''}
          </span>
        </span>
      </label>
      {enabled ? (
        <>
          <WebGpuStatus availability={view.availability} chosen={false} />
          <ModelDownloadControls
            view={view}
            downloadMB={WEBLLM_EMBEDDING_MODEL.downloadMB}
            stateTestId="webllm-embeddings-cached"
            progressLabel="Embedding model download"
            downloadedText="memories are found by meaning with it, on this computer."
          />
        </>
      ) : null}
    </div>
  );
}
