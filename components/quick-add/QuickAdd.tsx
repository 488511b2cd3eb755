import type { KeyboardEvent } from 'react';
import { useQuickAdd } from '@/lib/hooks/use-quick-add';
import type { PageRef } from '@/lib/quick-add';
import { siteOf } from '@/lib/util';
import { QuickAddChips } from '../shared/QuickAddChips';

/**
 * One input: type a task, see what was recognised, Enter saves, Escape
 * closes. Opened on a page, it offers that page as a chip the task will
 * link to; ✕ drops it.
 */
export function QuickAdd({ onClose, page: offeredPage }: { onClose: () => void; page?: PageRef | undefined }) {
  const { text, change, preview, error, status, save, page, dropPage } = useQuickAdd(onClose, offeredPage);
  const pageName = page ? (page.title ?? siteOf(page.url) ?? page.url) : undefined;

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
        placeholder={page ? 'reply tomorrow 9am p2' : 'pay rent tomorrow 9am p1 #home'}
        value={text}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'quick-add-error' : undefined}
        disabled={status === 'saving'}
      />
      {page ? (
        <p className="quick-add-page">
          <span className="quick-add-chip quick-add-chip-page" title={page.url}>
            <span aria-hidden="true">🔗 </span>
            {pageName}
            <button type="button" className="quick-add-chip-remove" aria-label={`Remove the link to ${pageName}`} onClick={dropPage}>
              <span aria-hidden="true">✕</span>
            </button>
          </span>
        </p>
      ) : null}
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
