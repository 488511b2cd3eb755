import { useState } from 'react';
import { usePanelNavigation, useTaskActions } from '@/lib/hooks';
import type { UndoResult } from '@/lib/tools';

interface UndoControlProps {
  /** The audit entry whose change Undo reverses. */
  auditId: number;
  /** The task it changed, for "Open task" when the undo is refused. */
  taskId: number;
  /** The entry that already undid it: then there is no button. */
  undoneBy?: number | undefined;
  /** The id of the text that says what the change was, so "Undo" is read with it. */
  describedBy?: string;
}

/**
 * The Undo of one recorded change (Activity entry, chat tool card). After an
 * undo it says what was done; a refusal says why, with "Open task" when the
 * task changed again since.
 */
export function UndoControl({ auditId, taskId, undoneBy, describedBy }: UndoControlProps) {
  const actions = useTaskActions();
  const { openTask } = usePanelNavigation();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<UndoResult>();

  async function undo() {
    setBusy(true);
    try {
      setResult(await actions.undo(auditId));
    } finally {
      setBusy(false);
    }
  }

  if (result?.ok) {
    return (
      <p className="undo-result" role="status">
        {result.message}
      </p>
    );
  }
  return (
    <div className="undo-control">
      {undoneBy === undefined ? (
        <button type="button" className="quiet" onClick={undo} disabled={busy} {...(describedBy ? { 'aria-describedby': describedBy } : {})}>
          Undo
        </button>
      ) : (
        <span className="muted undone">Undone</span>
      )}
      {result && !result.ok ? (
        <div className="undo-refused" role="alert">
          <p className="error">{result.error}</p>
          {result.code === 'changed_since' ? (
            <button type="button" onClick={() => openTask(taskId)}>
              Open task
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
