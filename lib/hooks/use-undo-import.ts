import { useCallback, useState } from 'react';
import { db as defaultDb, storageReasonOf, type TodoDatabase } from '../db';
import { createLogger } from '../util';
import { undoImportEverywhere } from './undo-import-everywhere';

const log = createLogger('undo-import');
const FAILED = 'The import could not be undone, and nothing was changed';

/** Why the undo did not happen, and what to do. */
function undoFailedText(error: unknown): string {
  const storage = storageReasonOf(error);
  return storage ? `${FAILED}: ${storage.reason}. ${storage.fix}, then try again.` : `${FAILED}. Try again; if it keeps failing, reload the extension.`;
}

/**
 * "Undo import" in Activity: takes back an import; the result in words. An
 * undo the browser refused (a full disk) changed nothing: `problem` says why
 * and what to do, and the undo can be tried again.
 */
export function useUndoImport(auditId: number, database: TodoDatabase = defaultDb) {
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const undo = useCallback(async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      setResult(await undoImportEverywhere(database, auditId));
    } catch (error) {
      log.warn(FAILED, error);
      setProblem(undoFailedText(error));
    } finally {
      setBusy(false);
    }
  }, [auditId, database]);
  return { undo, busy, result, problem };
}
