import type { UndoToast as Toast } from '@/lib/hooks';

interface UndoToastProps {
  toast: Toast;
  onUndo: () => void;
  onOpenTask: (taskId: number) => void;
  onDismiss: () => void;
  /** Called while the pointer or the focus is on the notice, so it does not vanish under the user. */
  onPause: () => void;
  onResume: () => void;
}

/** The short-lived notice after a change in the Tasks view: what was done, and Undo. */
export function UndoToast({ toast, onUndo, onOpenTask, onDismiss, onPause, onResume }: UndoToastProps) {
  const refused = toast.error !== undefined;
  return (
    <div
      className={refused ? 'undo-toast refused' : 'undo-toast'}
      role={refused ? 'alert' : 'status'}
      onMouseEnter={onPause}
      onMouseLeave={onResume}
      onFocus={onPause}
      onBlur={onResume}
    >
      <span className="undo-toast-message">
        {toast.message}
        {/* True wherever the focus is (Tab reaches Undo in one step only from the Tasks box). */}
        {toast.auditId !== undefined ? <span className="visually-hidden">. To undo, press Control+Z (Command+Z on a Mac).</span> : null}
      </span>
      {toast.auditId !== undefined ? (
        <button type="button" className="primary" onClick={onUndo} aria-keyshortcuts="Control+Z Meta+Z" title="Undo (Ctrl+Z)">
          Undo
        </button>
      ) : null}
      {toast.error?.code === 'changed_since' && toast.taskId !== undefined ? (
        <button type="button" onClick={() => onOpenTask(toast.taskId!)}>
          Open task
        </button>
      ) : null}
      <button type="button" className="quiet" aria-label="Dismiss" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
