import { useCallback, useState } from 'react';
import { db as defaultDb, type TodoDatabase } from '../db';
import { undoImportEverywhere } from './undo-import-everywhere';

/** "Undo import" in Activity: takes back an import; the result in words. */
export function useUndoImport(auditId: number, database: TodoDatabase = defaultDb) {
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const [busy, setBusy] = useState(false);
  const undo = useCallback(async () => {
    setBusy(true);
    try {
      setResult(await undoImportEverywhere(database, auditId));
    } finally {
      setBusy(false);
    }
  }, [auditId, database]);
  return { undo, busy, result };
}
