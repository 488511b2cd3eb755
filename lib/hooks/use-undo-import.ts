import { useCallback, useState } from 'react';
import { db as defaultDb, type TodoDatabase } from '../db';
import { notifyTasksChanged } from '../tools';

/** "Undo import" in Activity: takes back a Todoist import; the result in words. */
export function useUndoImport(auditId: number, database: TodoDatabase = defaultDb) {
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const [busy, setBusy] = useState(false);
  const undo = useCallback(async () => {
    setBusy(true);
    try {
      const { undoImport } = await import('../data');
      const outcome = await undoImport(database, auditId);
      if (outcome.ok) notifyTasksChanged();
      setResult(outcome);
    } finally {
      setBusy(false);
    }
  }, [auditId, database]);
  return { undo, busy, result };
}
