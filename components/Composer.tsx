import { useState, type FormEvent, type KeyboardEvent } from 'react';

interface ComposerProps {
  disabled: boolean;
  onSend: (text: string) => string | undefined | void;
  /** A sent message that was not saved: put back in the box (before anything typed since), never lost. */
  returned?: string | undefined;
}

/** The message box: Enter sends, Shift+Enter starts a new line. */
export function Composer({ disabled, onSend, returned }: ComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [lastReturned, setLastReturned] = useState<string>();
  if (returned !== lastReturned) {
    setLastReturned(returned);
    if (returned !== undefined) setText(text.trim() === '' ? returned : `${returned}\n${text}`);
  }
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
