import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

interface ComposerProps {
  disabled: boolean;
  onSend: (text: string) => string | undefined | void;
  /** A reply is running: Stop (the button, or Escape) ends it. */
  running?: boolean;
  onStop?: () => void;
  /** A sent message that was not saved: put back in the box (before anything typed since), never lost. */
  returned?: string | undefined;
  /** Changes each time focus should come back to the box (after an approval card is answered). */
  focusRequest?: number;
  /** The person is about to type: the box got focus, or its first letter. */
  onAboutToType?: () => void;
}

/** The box grows with its text up to this many lines, then scrolls. */
const MAX_LINES = 6;

/** The message box: Enter sends, Shift+Enter starts a new line; it grows as the text does. While a reply runs, Stop ends it. */
export function Composer({ disabled, onSend, running = false, onStop, returned, focusRequest = 0, onAboutToType }: ComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [lastReturned, setLastReturned] = useState<string>();
  const box = useRef<HTMLTextAreaElement>(null);
  if (returned !== lastReturned) {
    setLastReturned(returned);
    if (returned !== undefined) setText(text.trim() === '' ? returned : `${returned}\n${text}`);
  }
  const empty = text.trim() === '';

  useEffect(() => {
    if (focusRequest > 0) box.current?.focus();
  }, [focusRequest]);

  // Fit the height to the text (between the rows it starts with and MAX_LINES).
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    const style = getComputedStyle(element);
    const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2 || 18;
    const frame =
      (Number.parseFloat(style.paddingTop) || 0) +
      (Number.parseFloat(style.paddingBottom) || 0) +
      (Number.parseFloat(style.borderTopWidth) || 0) +
      (Number.parseFloat(style.borderBottomWidth) || 0);
    const max = lineHeight * MAX_LINES + frame;
    const wanted = element.scrollHeight + (Number.parseFloat(style.borderTopWidth) || 0) + (Number.parseFloat(style.borderBottomWidth) || 0);
    element.style.height = `${Math.min(wanted, max)}px`;
    element.style.overflowY = wanted > max ? 'auto' : 'hidden';
  }, [text]);

  const submit = () => {
    if (empty || disabled) return;
    const problem = onSend(text.trim());
    if (problem) setError(problem);
    else {
      setText('');
      setError(undefined);
    }
  };

  const stop = () => {
    onStop?.();
    box.current?.focus();
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
        ref={box}
        id="composer-message"
        rows={2}
        maxLength={10_000}
        placeholder="Message the assistant (Enter to send, Shift+Enter for a new line)"
        value={text}
        onFocus={onAboutToType}
        onChange={(event) => {
          if (empty && event.target.value.trim() !== '') onAboutToType?.();
          setText(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      {running && onStop ? (
        <button type="button" onClick={stop}>
          Stop
        </button>
      ) : null}
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
