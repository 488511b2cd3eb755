import { useEffect, useRef, useState } from 'react';

/** How often a streaming reply is parsed again at most. */
export const STREAM_RENDER_INTERVAL_MS = 150;

/**
 * The text to render: while `streaming`, it follows `text` at most once per
 * `intervalMs` (a reply arrives in many small chunks, and parsing its
 * Markdown again for each one is wasted work); otherwise `text` itself.
 */
export function useThrottledText(text: string, streaming: boolean, intervalMs = STREAM_RENDER_INTERVAL_MS): string {
  const [shown, setShown] = useState(text);
  const last = useRef(0);
  useEffect(() => {
    if (!streaming) return undefined;
    const wait = last.current + intervalMs - Date.now();
    const show = () => {
      last.current = Date.now();
      setShown(text);
    };
    if (wait <= 0) {
      show();
      return undefined;
    }
    const timer = setTimeout(show, wait);
    return () => clearTimeout(timer);
  }, [text, streaming, intervalMs]);
  return streaming ? shown : text;
}
