import type { KeyboardEvent } from 'react';
import { useQuickAdd } from '@/lib/hooks/use-quick-add';
import { QuickAddChips } from './QuickAddChips';

/** One input: type a task, see what was recognised, Enter saves, Escape closes. */
export function QuickAdd({ onClose }: { onClose: () => void }) {
  const { text, change, preview, error, status, save } = useQuickAdd(onClose);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  }

  return (
    <main className="quick-add">
      <label htmlFor="quick-add-input" className="quick-add-label">
        Quick add
      </label>
      <input
        id="quick-add-input"
        className="quick-add-input"
        autoFocus
        autoComplete="off"
        placeholder="pay rent tomorrow 9am p1 #home"
        value={text}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'quick-add-error' : undefined}
        disabled={status === 'saving'}
      />
      <QuickAddChips chips={preview.chips} />
      {error ? (
        <p id="quick-add-error" role="alert" className="quick-add-error">
          {error}
        </p>
      ) : (
        <p className="quick-add-hint">Enter to save · Esc to close</p>
      )}
      {status === 'saved' ? <p role="status">Saved</p> : null}
    </main>
  );
}
