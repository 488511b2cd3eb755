import type { ReactNode } from 'react';
import type { Engine } from '@/lib/db';
import { MarkdownText } from './MarkdownText';

const ENGINE_LABEL: Record<Engine, string> = {
  remote: 'Remote model',
  'chrome-ai': "Chrome's built-in model",
  webllm: 'In-browser model',
  offline: 'Offline assistant',
  'quick-add': 'Quick add',
  manual: 'You',
  reminder: 'Reminder',
  sync: 'Sync',
};

/** One chat message: the user's (plain text, as typed) or the assistant's (Markdown), with the engine that answered and what it did. */
export function MessageBubble({
  role,
  text,
  engine,
  note,
  streaming,
  actions,
}: {
  role: 'user' | 'assistant';
  text: string;
  engine?: Engine | undefined;
  note?: string | undefined;
  streaming?: boolean;
  /** What the assistant did for this reply (tool calls, folded), shown with it. */
  actions?: ReactNode;
}) {
  return (
    <div className={`bubble bubble-${role}`} aria-busy={streaming || undefined}>
      <span className="visually-hidden">{role === 'user' ? 'You:' : 'Assistant:'} </span>
      {actions}
      <div className="bubble-text">{role === 'assistant' ? <MarkdownText text={text} streaming={streaming ?? false} /> : text}</div>
      {role === 'assistant' && (engine || note) ? (
        <div className="engine-label">
          {engine ? ENGINE_LABEL[engine] : null}
          {note ? <span className="engine-note"> · {note}</span> : null}
        </div>
      ) : null}
    </div>
  );
}
