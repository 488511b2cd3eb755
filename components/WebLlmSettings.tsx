import { useWebLlmDownload } from '@/lib/hooks/use-webllm-download';
import { useWebLlmModelSetting } from '@/lib/hooks/use-webllm-model-setting';
import { OFFERED_MODELS, findCatalogModel, formatMegabytes, modelForGpu } from '@/lib/models/webllm/model-catalog';
import { ModelDownloadProgress } from './ModelDownloadProgress';
import { WebGpuStatus } from './WebGpuStatus';

const OFFERED = OFFERED_MODELS;

/**
 * Settings, in-browser model: WebGPU availability, model choice, download, cancel, delete.
 * `chosen`: the in-browser model is the assistant picked, so "unavailable" is an error, not a hint.
 */
export function WebLlmSettings({ chosen = true }: { chosen?: boolean }) {
  const { modelId, setModelId } = useWebLlmModelSetting();
  if (!modelId) return null;
  return <WebLlmSection modelId={modelId} onModelChange={setModelId} inUse={chosen} />;
}

function WebLlmSection({ modelId, onModelChange, inUse }: { modelId: string; onModelChange: (id: string) => void; inUse: boolean }) {
  const { availability, record, actionError, download, cancel, remove } = useWebLlmDownload(modelId);
  const usable = availability?.available === true;
  const downloading = record.status === 'downloading';
  const downloaded = record.status === 'downloaded';
  const partial = !downloaded && !downloading && record.percent > 0;
  const chosen = findCatalogModel(usable ? modelForGpu(modelId, availability.shaderF16) : modelId) ?? findCatalogModel(modelId);
  const options = OFFERED.some((m) => m.id === modelId) ? OFFERED : [...OFFERED, findCatalogModel(modelId) ?? { id: modelId, label: modelId, downloadMB: 0, vramMB: 0 }];
  const error = actionError ?? (record.status === 'error' ? record.message : undefined);

  return (
    <fieldset className="webllm-settings">
      <legend>In-browser model</legend>
      <WebGpuStatus availability={availability} chosen={inUse} />
      <label>
        Model
        <select value={modelId} disabled={downloading} onChange={(event) => onModelChange(event.target.value)}>
          {options.map((m) => (
            <option key={m.id} value={m.id}>
              {m.downloadMB ? `${m.label}: about ${formatMegabytes(m.downloadMB)} download, ${formatMegabytes(m.vramMB)} GPU memory` : m.label}
            </option>
          ))}
        </select>
      </label>
      <p className="hint" data-testid="webllm-cached">
        {downloaded
          ? 'Downloaded: this model is stored in the browser and works offline.'
          : `Not downloaded.${chosen?.downloadMB ? ` The download is about ${formatMegabytes(chosen.downloadMB)}.` : ''} Nothing is downloaded until you click Download.`}
      </p>
      {downloading || partial ? <ModelDownloadProgress record={record} /> : null}
      {!downloading && record.status !== 'error' && record.message && !downloaded ? <p className="hint" role="status">{record.message}</p> : null}
      <div className="settings-actions">
        {downloading ? (
          <button type="button" onClick={cancel}>
            Cancel
          </button>
        ) : (
          <button type="button" className="primary" onClick={download} disabled={!usable || downloaded}>
            Download
          </button>
        )}
        <button type="button" onClick={remove} disabled={downloading || (!downloaded && !partial)}>
          Delete model
        </button>
      </div>
      {error ? (
        <p className="notice-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
