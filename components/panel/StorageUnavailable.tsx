import type { StorageCheck } from '@/lib/db';
import './storage-unavailable.css';

/** The whole panel when its storage cannot be opened: why, and what to do, with the browser's words on request. */
export function StorageUnavailable({ check }: { check: Extract<StorageCheck, { ok: false }> }) {
  return (
    <div className="storage-unavailable" role="alert">
      <p>{check.message}</p>
      <details>
        <summary>Details</summary>
        <code>{check.detail}</code>
      </details>
    </div>
  );
}
