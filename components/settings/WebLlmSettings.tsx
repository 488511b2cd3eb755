import { useWebLlmDownload } from '@/lib/hooks/use-webllm-download';
import { useWebLlmModelSetting } from '@/lib/hooks/use-webllm-model-setting';
import { OFFERED_MODELS, findCatalogModel, formatMegabytes, modelForGpu } from '@/lib/models/webllm/model-catalog';
import { ModelDownloadControls } from './ModelDownloadControls';
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
  const view = useWebLlmDownload(modelId);
  const { availability, record } = view;
  const usable = availability?.available === true;
  const downloading = record.status === 'downloading';
  const chosen = findCatalogModel(usable ? modelForGpu(modelId, availability.shaderF16) : modelId) ?? findCatalogModel(modelId);
  const options = OFFERED.some((m) => m.id === modelId) ? OFFERED : [...OFFERED, findCatalogModel(modelId) ?? { id: modelId, label: modelId, downloadMB: 0, vramMB: 0 }];

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
      <ModelDownloadControls view={view} downloadMB={chosen?.downloadMB} stateTestId="webllm-cached" />
    </fieldset>
  );
}
