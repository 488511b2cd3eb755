import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx';
import type { ComponentPropsWithoutRef } from 'react';

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

/**
 * An assistant's reply rendered as Markdown (markdown-to-jsx: React elements,
 * no innerHTML; `javascript:` and other unsafe URLs are dropped by its sanitizer).
 */
export function MarkdownText({ text }: { text: string }) {
  return <Markdown options={OPTIONS}>{text}</Markdown>;
}
