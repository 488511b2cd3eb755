import { useState, type FormEvent, type KeyboardEvent } from 'react';

/** The message box: Enter sends, Shift+Enter starts a new line. */
export function Composer({ disabled, onSend }: { disabled: boolean; onSend: (text: string) => string | undefined | void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const empty = text.trim() === '';

  const submit = () => {
    if (empty || disabled) return;
    const problem = onSend(text.trim());
    if (problem) setError(problem);
    else {
      setText('');
      setError(undefined);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="composer"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor="composer-message" className="visually-hidden">
        Message
      </label>
      <textarea
        id="composer-message"
        rows={2}
        maxLength={10_000}
        placeholder="Message the assistant (Enter to send, Shift+Enter for a new line)"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="primary" disabled={empty || disabled}>
        Send
      </button>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
