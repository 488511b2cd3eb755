import { useMemo, useState } from 'react';
import { db, storageFailedText } from '../db';
import { previewQuickAdd } from '../quick-add/quick-add-preview';
import { saveQuickAdd } from '../quick-add/save-quick-add';
import type { PageRef } from '../quick-add/page-capture';
import { errorMessage } from '../util';

export type QuickAddStatus = 'editing' | 'saving' | 'saved';

/**
 * The state of the quick-add window: the text, what it recognised, and the
 * save. A failed save keeps the text and shows why.
 */
export function useQuickAdd(onSaved: () => void, offeredPage?: PageRef) {
  const [text, setText] = useState('');
  /** The page quick-add was opened on, until the person drops it. */
  const [page, setPage] = useState<PageRef | undefined>(offeredPage);
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<QuickAddStatus>('editing');
  const preview = useMemo(() => previewQuickAdd(text), [text]);

  async function save() {
    if (status === 'saving') return;
    setStatus('saving');
    setError(undefined);
    try {
      await saveQuickAdd(text, { db, ...(page ? { page } : {}) });
      setStatus('saved');
      onSaved();
    } catch (cause) {
      setError(storageFailedText(cause) ?? errorMessage(cause));
      setStatus('editing');
    }
  }

  function change(value: string) {
    setText(value);
    if (error) setError(undefined);
  }

  return { text, change, preview, error, status, save, page, dropPage: () => setPage(undefined) };
}
