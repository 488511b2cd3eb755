/** A form field's validation message, referenced by the field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  return (
    <span id={id} className="field-error" role={message ? 'alert' : undefined}>
      {message ?? ''}
    </span>
  );
}
