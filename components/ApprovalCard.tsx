import { useId } from 'react';
import type { PendingApprovalView } from '@/lib/agent/pending-approval';

/** A pending high-risk action, waiting for the user's decision. */
export function ApprovalCard({
  approval,
  disabled,
  onAnswer,
}: {
  approval: PendingApprovalView;
  disabled: boolean;
  onAnswer: (approved: boolean) => void;
}) {
  const expires = new Date(approval.expiresAt);
  const summaryId = useId();
  return (
    <section className="approval-card" role="region" aria-label="Approval required" aria-describedby={summaryId}>
      <h2>Approval required</h2>
      <p id={summaryId}>
        <strong>{approval.summary}</strong>
      </p>
      {approval.currentTitle !== undefined ? (
        <p>
          Task{approval.taskId !== undefined ? ` #${approval.taskId}` : ''}: <q>{approval.currentTitle}</q>
        </p>
      ) : null}
      <p className="muted">
        Requested by <code>{approval.toolName}</code>
        {Number.isNaN(expires.getTime()) ? null : <>; expires at {expires.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}</>}.
      </p>
      <div className="approval-buttons">
        <button type="button" className="primary" disabled={disabled} onClick={() => onAnswer(true)}>
          Approve
        </button>
        <button type="button" className="danger" disabled={disabled} onClick={() => onAnswer(false)}>
          Reject
        </button>
      </div>
    </section>
  );
}
