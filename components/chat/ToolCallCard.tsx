import { useId } from 'react';
import type { ToolCardState } from '@/lib/chat';
import { toolLabel, useToolCallUndo } from '@/lib/hooks';
import { UndoControl } from '../shared/UndoControl';
import { TaskLink } from '../shared/TaskLink';
import type { TaskLinkView } from '@/lib/chat';

const MARK: Record<ToolCardState, string> = {
  running: '…',
  'awaiting-approval': '?',
  ok: '✓',
  error: '✗',
  denied: '⊘',
};
const STATE_TEXT: Record<ToolCardState, string> = {
  running: 'Running',
  'awaiting-approval': 'Waiting for your approval',
  ok: '',
  error: 'Failed',
  denied: 'Rejected',
};

interface ToolCallCardProps {
  toolCallId: string;
  toolName: string;
  state: ToolCardState;
  summary: string;
  /** Technical detail of a failure, behind "Details". */
  detail?: string | undefined;
  /** The page the task links to. */
  link?: TaskLinkView | undefined;
}

/**
 * A compact card for one tool call, e.g. "✓ Completed “Pay rent”" (a failed
 * or waiting one says which action: "✗ Add task — A task needs a title"),
 * with an Undo beside it while the change it made can still be undone.
 */
export function ToolCallCard({ toolCallId, toolName, state, summary, detail: technical, link }: ToolCallCardProps) {
  const detail = summary || STATE_TEXT[state];
  const undo = useToolCallUndo(toolCallId, state === 'ok');
  const detailId = useId();
  const label = toolLabel(toolName);
  return (
    <div className={`tool-card tool-${state}`} role="status" aria-label={label}>
      <span aria-hidden="true" className="tool-mark">
        {MARK[state]}
      </span>{' '}
      {state === 'ok' && summary ? (
        // A change that went through reads as what it did: "✓ Completed “Pay rent”".
        // An edit adds what it changed, as Activity says it: "✓ Changed “Pay rent” · due Sat 9:00 AM → Mon 9:00 AM".
        <span id={detailId}>
          {summary}
          {undo?.changes.length ? <span className="tool-changes-what"> · {undo.changes.join(' · ')}</span> : null}
        </span>
      ) : (
        <>
          <span className="tool-name">{label}</span>
          {detail ? (
            <>
              {' '}
              — <span id={detailId}>{detail}</span>
            </>
          ) : null}
        </>
      )}
      {link ? (
        <>
          {' '}
          <TaskLink url={link.url} title={link.title} />
        </>
      ) : null}
      {state === 'error' || state === 'denied' ? <span className="visually-hidden"> ({STATE_TEXT[state]})</span> : null}
      {technical ? (
        <details className="tool-details">
          <summary>Details</summary>
          <code>{technical}</code>
        </details>
      ) : null}
      {undo ? <UndoControl auditId={undo.auditId} taskId={undo.taskId} undoneBy={undo.undoneBy} describedBy={detailId} /> : null}
    </div>
  );
}
