import { useId } from 'react';
import { formatClock } from '@/lib/time/format-time';
import type { PendingApprovalView } from '@/lib/agent/pending-approval';

/**
 * A pending high-risk action, asked as a plain question: "Delete “Buy milk”?"
 * with the action's own word and Keep. The buttons' names still say Approve
 * and Reject, for screen readers and the design contract.
 */
export function ApprovalCard({ approval, disabled, onAnswer }: { approval: PendingApprovalView; disabled: boolean; onAnswer: (approved: boolean) => void }) {
  const expires = new Date(approval.expiresAt);
  const questionId = useId();
  return (
    <section className="approval-card" role="region" aria-label="Approval required" aria-describedby={questionId}>
      <p id={questionId} className="approval-question">
        <strong>{approval.question}</strong>
      </p>
      {approval.tasks?.length ? (
        <ul className="approval-tasks">
          {approval.tasks.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <div className="approval-buttons">
        <button type="button" className="danger-solid" disabled={disabled} onClick={() => onAnswer(true)}>
          {approval.action}
          <span className="visually-hidden"> (Approve)</span>
        </button>
        <button type="button" disabled={disabled} onClick={() => onAnswer(false)}>
          Keep
          <span className="visually-hidden"> (Reject)</span>
        </button>
        {Number.isNaN(expires.getTime()) ? null : <span className="muted approval-expiry">Waits until {formatClock(expires)}</span>}
      </div>
    </section>
  );
}
