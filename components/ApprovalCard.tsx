/** What the approval card shows: the task as it is now and what the call would change. */
export interface ApprovalCardView {
  id: string;
  toolName: string;
  /** The task's current title, when the task still exists. */
  taskTitle?: string | undefined;
  taskId?: number | undefined;
  /** One sentence: what will change if approved. */
  change: string;
  expiresAt: string;
}

/** A pending high-risk action, waiting for the user's decision. */
export function ApprovalCard({
  approval,
  disabled,
  onAnswer,
}: {
  approval: ApprovalCardView;
  disabled: boolean;
  onAnswer: (approved: boolean) => void;
}) {
  const expires = new Date(approval.expiresAt);
  return (
    <section className="approval-card" role="region" aria-label="Approval required">
      <h2>Approval required</h2>
      <p>
        <strong>{approval.change}</strong>
      </p>
      {approval.taskTitle !== undefined ? (
        <p>
          Task{approval.taskId !== undefined ? ` #${approval.taskId}` : ''}: <q>{approval.taskTitle}</q>
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
