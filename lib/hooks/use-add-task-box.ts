import { useMemo, useState } from 'react';
import { previewQuickAdd } from '../quick-add/quick-add-preview';
import type { ActionResult } from '../tools';

/**
 * The Tasks view's add box: the same parse and chips as quick-add, saved
 * through the Tasks view's own `add` action (engine `manual`, undoable). What
 * was typed stays when saving fails; the tool's refusal is the message shown.
 */
export function useAddTaskBox(onAdd: (input: unknown) => Promise<ActionResult>) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const preview = useMemo(() => previewQuickAdd(text), [text]);

  async function submit(): Promise<ActionResult> {
    setBusy(true);
    try {
      const result = await onAdd(preview.fields);
      if (result.ok) {
        setText('');
        setError(undefined);
      } else setError(result.error);
      return result;
    } finally {
      setBusy(false);
    }
  }

  function change(value: string) {
    setText(value);
    if (error) setError(undefined);
  }

  return { text, change, preview, error, busy, submit };
}
