import { formatTimeLeft, type DownloadRecord } from '@/lib/models/webllm/download/download-state';

/** The download's progress bar with percent, megabytes and time left. */
export function ModelDownloadProgress({ record, label = 'Model download' }: { record: DownloadRecord; label?: string }) {
  const details = [
    `${record.percent}%`,
    record.fetchedMB !== undefined ? (record.totalMB ? `${record.fetchedMB} of ${record.totalMB} MB` : `${record.fetchedMB} MB`) : undefined,
    record.secondsLeft !== undefined ? formatTimeLeft(record.secondsLeft) : undefined,
  ].filter(Boolean);
  return (
    <div className="webllm-progress">
      <progress role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={record.percent} max={100} value={record.percent} />
      <p className="hint" aria-live="polite">
        {record.message ? `${record.message} ` : ''}
        {details.join(' · ')}
      </p>
    </div>
  );
}
