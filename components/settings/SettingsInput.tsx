import type { InputHTMLAttributes, ReactNode } from 'react';
import { SettingsField } from './SettingsField';

type Props = {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  value: string | number;
  onValueChange: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

/** A labelled settings input, wired to its hint and validation message for assistive technology. */
export function SettingsInput({ id, label, hint, error, value, onValueChange, ...input }: Props) {
  return (
    <SettingsField id={id} label={label} hint={hint} error={error}>
      <input
        {...input}
        id={id}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={hint ? `${id}-hint ${id}-error` : `${id}-error`}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </SettingsField>
  );
}
