import type { WebLlmDownloadView } from '@/lib/hooks/use-webllm-download';
import { formatMegabytes } from '@/lib/models/webllm/model-catalog';
import { ModelDownloadProgress } from './ModelDownloadProgress';

export interface ModelDownloadControlsProps {
  view: WebLlmDownloadView;
  /** The download's approximate size, when known. */
  downloadMB: number | undefined;
  /** The test id of the state sentence ("Downloaded: …" / "Not downloaded. …"). */
  stateTestId: string;
  /** The progress bar's accessible name. */
  progressLabel?: string;
  /** What "Downloaded" means for this model, after "Downloaded: ". */
  downloadedText?: string;
}

/**
 * A WebLLM model's download, in words and buttons: whether it is stored,
 * its progress, Download / Cancel / Delete model, and the last error. Shared
 * by the chat model's and the embedding model's sections.
 */
export function ModelDownloadControls({
  view,
  downloadMB,
  stateTestId,
  progressLabel,
  downloadedText = 'this model is stored in the browser and works offline.',
}: ModelDownloadControlsProps) {
  const { availability, record, actionError, download, cancel, remove } = view;
  const usable = availability?.available === true;
  const downloading = record.status === 'downloading';
  const downloaded = record.status === 'downloaded';
  const partial = !downloaded && !downloading && record.percent > 0;
  const error = actionError ?? (record.status === 'error' ? record.message : undefined);
  return (
    <>
      <p className="hint" data-testid={stateTestId}>
        {downloaded
          ? `Downloaded: ${downloadedText}`
          : `Not downloaded.${downloadMB ? ` The download is about ${formatMegabytes(downloadMB)}.` : ''} Nothing is downloaded until you click Download.`}
      </p>
      {downloading || partial ? <ModelDownloadProgress record={record} {...(progressLabel ? { label: progressLabel } : {})} /> : null}
      {!downloading && record.status !== 'error' && record.message && !downloaded ? (
        <p className="hint" role="status">
          {record.message}
        </p>
      ) : null}
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
    </>
  );
}
