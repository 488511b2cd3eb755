/** Shown when one request waits for several approvals: answers all of them at once. */
export function ApproveAllButtons({ count, disabled, onAnswer }: { count: number; disabled: boolean; onAnswer: (approved: boolean) => void }) {
  return (
    <div className="approval-all" role="group" aria-label="All pending approvals">
      <p>The assistant asks for {count} approvals. Answer each below, or all at once. It goes on when every one is answered.</p>
      <div className="approval-buttons">
        <button type="button" className="primary" disabled={disabled} onClick={() => onAnswer(true)}>
          Approve all
        </button>
        <button type="button" className="danger" disabled={disabled} onClick={() => onAnswer(false)}>
          Reject all
        </button>
      </div>
    </div>
  );
}
