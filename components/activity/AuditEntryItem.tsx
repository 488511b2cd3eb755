import { useState, type ComponentPropsWithRef } from 'react';
import { changesOfEntry, formatAuditTime, isUndoableChange, isUndoableImport, previewJson } from '@/lib/audit';
import { describeAudit, summarizeAudit, useUndoImport } from '@/lib/hooks';
import type { AuditEntry } from '@/lib/db';
import { formatFull } from '@/lib/time/format-time';
import { UndoControl } from '../shared/UndoControl';

const json = (value: unknown) => previewJson(value);

function Detail({ label, value }: { label: string; value: unknown }) {
  if (value === undefined) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{typeof value === 'string' ? value : <pre>{json(value)}</pre>}</dd>
    </>
  );
}

function approvalText(approval: AuditEntry['approval']): string | undefined {
  if (!approval) return undefined;
  if (!approval.required) return 'Not needed';
  if (!approval.decision) return 'Required, no decision recorded';
  return `${approval.decision[0]?.toUpperCase()}${approval.decision.slice(1)}${approval.decidedAt ? ` at ${formatFull(approval.decidedAt)}` : ''}`;
}

/**
 * One audit entry: a readable line, expandable to the raw input, result and
 * the task before and after (rendered only while open). A change that can
 * still be undone has an Undo; `undoneBy` is the entry that already undid it.
 * Other props go to the list item (the virtual list positions and measures it).
 */
export function AuditEntryItem({ entry, now, undoneBy, ...item }: { entry: AuditEntry; now: Date; undoneBy?: number | undefined } & ComponentPropsWithRef<'li'>) {
  const [open, setOpen] = useState(false);
  const summaryId = `audit-summary-${entry.id}`;
  const task = entry.after ?? entry.before;
  const changes = changesOfEntry(entry, now);
  return (
    <li {...item} className={`audit-entry status-${entry.status}`}>
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <span className="audit-summary" id={summaryId}>
            {describeAudit(entry)}
          </span>
          {changes.length ? (
            <span className="audit-changes">
              <span className="visually-hidden"> · </span>
              {changes.join(' · ')}
            </span>
          ) : null}
          <span className="audit-meta muted">
            {/* Laid out on its own line; read as one sentence with its time. */}
            <span className="visually-hidden"> · </span>
            <time dateTime={entry.at} title={formatFull(entry.at)}>
              {formatAuditTime(entry.at, now)}
            </time>
          </span>
        </summary>
        {open && (
          <dl className="audit-details">
            <Detail label="Record" value={`Entry ${entry.id}: ${summarizeAudit(entry)}`} />
            <Detail label="Tool" value={entry.toolName} />
            <Detail label="Engine" value={entry.engine} />
            <Detail label="Status" value={entry.status} />
            <Detail label="Risk" value={entry.risk} />
            <Detail label="Approval" value={approvalText(entry.approval)} />
            <Detail label="Input" value={entry.input} />
            <Detail label="Result" value={entry.output} />
            <Detail label="Error" value={entry.error} />
            <Detail label="Before" value={entry.before} />
            <Detail label="After" value={entry.after} />
            <Detail label="Undo of" value={entry.undoOf === undefined ? undefined : `Activity entry #${entry.undoOf}`} />
            <Detail label="Conversation" value={entry.conversationId} />
            <Detail label="Tool call" value={entry.toolCallId} />
          </dl>
        )}
      </details>
      {task && isUndoableChange(entry) ? <UndoControl auditId={entry.id} taskId={task.id} undoneBy={undoneBy} describedBy={summaryId} /> : null}
      {isUndoableImport(entry) ? <UndoImport auditId={entry.id} undone={undoneBy !== undefined} describedBy={summaryId} /> : null}
    </li>
  );
}

/** "Undo import" on an import's entry: removes what it added (tasks changed since stay), once. */
function UndoImport({ auditId, undone, describedBy }: { auditId: number; undone: boolean; describedBy: string }) {
  const { undo, busy, result, problem } = useUndoImport(auditId);
  if (result) {
    return (
      <p className={result.ok ? 'undo-result' : 'error'} role={result.ok ? 'status' : 'alert'}>
        {result.message}
      </p>
    );
  }
  return (
    <div className="undo-control">
      {undone ? (
        <span className="muted undone">Undone</span>
      ) : (
        <button type="button" className="quiet" onClick={() => void undo()} disabled={busy} aria-describedby={describedBy}>
          Undo import
        </button>
      )}
      {problem ? (
        <p className="error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
