import { useEffect, useState } from 'react';
import type { MarkdownRender } from './MarkdownRender';

type Renderer = typeof MarkdownRender;
export type MarkdownTextProps = Parameters<Renderer>[0];

let loaded: Renderer | undefined;
let loading: Promise<Renderer> | undefined;

/**
 * Loads the Markdown renderer (markdown-to-jsx, 32 kB gzipped) in its own chunk, once. The panel
 * starts it as soon as this module runs, so it arrives beside the first paint instead of before it.
 */
export function loadMarkdown(): Promise<Renderer> {
  loading ??= import('./MarkdownRender').then(
    (module) => (loaded = module.MarkdownRender),
    (error: unknown) => {
      loading = undefined; // a later render tries again; until then the text stays plain
      throw error;
    },
  );
  return loading;
}

void loadMarkdown().catch(() => undefined);

/**
 * An assistant's reply rendered as Markdown (components/shared/MarkdownRender.tsx). Until the
 * renderer's chunk has arrived (the first frames after the panel opens), the text is shown as typed.
 */
export function MarkdownText(props: MarkdownTextProps) {
  const [Render, setRender] = useState<Renderer | undefined>(() => loaded);
  useEffect(() => {
    if (Render) return;
    let live = true;
    loadMarkdown().then(
      (renderer) => {
        if (live) setRender(() => renderer);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [Render]);
  if (!Render) return <div className="md-plain">{props.text}</div>;
  return <Render {...props} />;
}
