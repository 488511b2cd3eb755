import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx';
import type { ComponentPropsWithoutRef } from 'react';
import { plainTextReason } from '@/lib/chat';
import { useThrottledText } from '@/lib/hooks';
import { RenderGuard } from './RenderGuard';

/** Links leave the panel: a new tab that cannot reach back into the extension page. */
function ExternalLink(props: ComponentPropsWithoutRef<'a'>) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}

/** No remote images in the chat (they would load from anywhere): their description stays as text. */
function ImageAsText({ alt }: ComponentPropsWithoutRef<'img'>) {
  return <span className="md-image-alt">{alt ? `[${alt}]` : ''}</span>;
}

const OPTIONS: MarkdownToJSX.Options = {
  // Raw HTML is shown as the text it is, never parsed into elements.
  disableParsingRawHTML: true,
  forceWrapper: true,
  wrapper: 'div',
  overrides: { a: { component: ExternalLink }, img: { component: ImageAsText } },
};

const STREAMING_OPTIONS: MarkdownToJSX.Options = { ...OPTIONS, optimizeForStreaming: true };

/** The text as typed, with a note saying why it is not formatted. */
function PlainText({ text, note }: { text: string; note?: string }) {
  return (
    <div className="md-plain">
      {text}
      {note ? <p className="md-plain-note muted">{note}</p> : null}
    </div>
  );
}

const NOTE = {
  length: 'Shown as plain text: it is too long to format.',
  nesting: 'Shown as plain text: it nests too deeply to format.',
  failed: 'Shown as plain text: it could not be formatted.',
} as const;

/**
 * The Markdown renderer itself, in its own chunk: MarkdownText.tsx loads it (markdown-to-jsx is
 * 32 kB gzipped, too much for the panel's first scripts). An assistant's reply rendered as Markdown (markdown-to-jsx: React elements,
 * no innerHTML; `javascript:` and other unsafe URLs are dropped by its
 * sanitizer). Too long or too deeply nested a text is shown as plain text
 * (lib/chat/markdown-limits.ts), and so is one the parser fails on; while
 * it streams, it is parsed again at most every 150 ms.
 */
export function MarkdownRender({ text, streaming = false }: { text: string; streaming?: boolean }) {
  const shown = useThrottledText(text, streaming);
  const reason = plainTextReason(shown);
  if (reason) return <PlainText text={shown} note={NOTE[reason]} />;
  return (
    <RenderGuard resetKey={shown} fallback={<PlainText text={shown} note={NOTE.failed} />}>
      <Markdown options={streaming ? STREAMING_OPTIONS : OPTIONS}>{shown}</Markdown>
    </RenderGuard>
  );
}
