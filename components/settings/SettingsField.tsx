import type { ReactNode } from 'react';
import { FieldError } from '../shared/FieldError';

/** A labelled settings field with an optional hint and its validation message (both linked by aria-describedby). */
export function SettingsField({ id, label, hint, error, children }: { id: string; label: string; hint?: ReactNode; error?: string | undefined; children: ReactNode }) {
  return (
    <div className="settings-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
