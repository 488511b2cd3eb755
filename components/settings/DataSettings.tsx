import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useDataTransfer, type DataNotice } from '@/lib/hooks/use-data-transfer';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import './data-settings.css';

function Notice({ notice, onUndoImport }: { notice: DataNotice; onUndoImport: (auditId: number) => void }) {
  const { undoAuditId } = notice;
  return (
    <div className={`notice-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      <p id="data-notice-message">{notice.message}</p>
      {notice.next ? <p className="hint">{notice.next}</p> : null}
      {undoAuditId !== undefined ? (
        <div className="settings-actions">
          <button type="button" onClick={() => onUndoImport(undoAuditId)} aria-describedby="data-notice-message">
            Undo import
          </button>
        </div>
      ) : null}
      {notice.details ? (
        <details>
          <summary>Details</summary>
          <pre className="data-details">{notice.details}</pre>
        </details>
      ) : null}
    </div>
  );
}

/** Hands the chosen file over, then empties the input so choosing the same file again reads it again. */
const onFile = (take: (file: File) => void) => (event: ChangeEvent<HTMLInputElement>) => {
  const file = event.currentTarget.files?.[0];
  event.currentTarget.value = '';
  if (file) take(file);
};

/** The two actions that ask first, and the words of their dialogs. */
const CONFIRMS = {
  replace: {
    title: 'Replace all data?',
    message: "Every task, conversation, activity entry and memory here is deleted and replaced by the file's. Export first if you may want them back.",
    confirmLabel: 'Replace',
  },
  clear: {
    title: 'Clear all history?',
    message: 'Every conversation and message is deleted. Your tasks stay, and the Activity log records that history was cleared.',
    confirmLabel: 'Clear history',
  },
} as const;

type Confirm = keyof typeof CONFIRMS | undefined;

/**
 * Settings → Your data: export (everything as JSON, or tasks as CSV), one
 * Import… that says what the file is and previews it (a backup: Merge or a
 * confirmed Replace; a Todoist project's CSV: Add), its messages right
 * there, and clear all chat history (confirmed).
 */
export function DataSettings() {
  const { step, notice, exportAll, exportTasksCsv, chooseFile, importBackup, importTodoist, clearAllHistory, cancel, undoLastImport } = useDataTransfer();
  const [confirm, setConfirm] = useState<Confirm>();
  const busy = step.kind === 'busy';

  return (
    <fieldset className="data-settings">
      <legend>Your data</legend>
      <p className="hint">Everything stays in this browser. Export makes a file you can keep or import elsewhere; the API key is never in it.</p>
      <div className="settings-actions">
        <button type="button" onClick={() => void exportAll()} disabled={busy}>
          Export
        </button>
        <button type="button" onClick={() => void exportTasksCsv()} disabled={busy}>
          Export tasks (CSV)
        </button>
      </div>

      <div className="settings-field">
        <label htmlFor="data-import">Import…</label>
        <input
          id="data-import"
          type="file"
          accept=".json,.csv,application/json,text/csv"
          aria-describedby="data-import-hint"
          onChange={onFile((file) => void chooseFile(file))}
          disabled={busy}
        />
        <span className="hint" id="data-import-hint">
          A Todo Assistant export (.json) or a Todoist project’s CSV: the file says which it is.
        </span>
      </div>
      {step.kind === 'backup' ? (
        <FilePreview label="Import preview" fileName={step.fileName} kind="A Todo Assistant export" lines={step.lines} onCancel={cancel}>
          <button type="button" className="primary" onClick={() => void importBackup('merge')}>
            Merge
          </button>
          <button type="button" className="danger" onClick={() => setConfirm('replace')}>
            Replace…
          </button>
        </FilePreview>
      ) : null}
      {step.kind === 'todoist' ? (
        <FilePreview label="Todoist import preview" fileName={step.fileName} kind="A Todoist project (CSV)" lines={step.lines} onCancel={cancel}>
          <button type="button" className="primary" onClick={() => void importTodoist()}>
            Add {step.tasks.length === 1 ? 'the task' : `${step.tasks.length} tasks`}
          </button>
        </FilePreview>
      ) : null}
      {busy ? (
        <p className="muted" role="status">
          {step.what}
        </p>
      ) : null}
      {/* Messages of export and import, beside them (not under Clear all history). */}
      {notice ? <Notice notice={notice} onUndoImport={(auditId) => void undoLastImport(auditId)} /> : null}

      <div className="settings-actions">
        <button type="button" className="danger" onClick={() => setConfirm('clear')} disabled={busy}>
          Clear all history
        </button>
      </div>

      {confirm ? (
        <ConfirmDialog
          {...CONFIRMS[confirm]}
          onConfirm={() => {
            setConfirm(undefined);
            void (confirm === 'replace' ? importBackup('replace') : clearAllHistory());
          }}
          onCancel={() => setConfirm(undefined)}
        />
      ) : null}
    </fieldset>
  );
}

/** What a chosen file holds, shown before anything is written, with the choices as children and Cancel last. */
function FilePreview({
  label,
  fileName,
  kind,
  lines,
  onCancel,
  children,
}: {
  label: string;
  fileName: string;
  kind: string;
  lines: readonly string[];
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <section className="data-preview" aria-label={label}>
      <p>
        <strong>{fileName}</strong>: {kind}.
      </p>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="settings-actions">
        {children}
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
