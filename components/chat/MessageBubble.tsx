import type { ReactNode } from 'react';
import type { Engine } from '@/lib/db';
import { isModelEngine, MODEL_TIERS } from '@/lib/models/model-tiers';
import { MarkdownText } from '../shared/MarkdownText';

/** Who wrote a message that no model tier wrote (a tier's label is its definition's: lib/models/model-tiers.ts). */
const PERSON_LABEL: Record<Exclude<Engine, keyof typeof MODEL_TIERS>, string> = {
  'quick-add': 'Quick add',
  manual: 'You',
  reminder: 'Reminder',
  sync: 'Sync',
};
const engineLabel = (engine: Engine) => (isModelEngine(engine) ? MODEL_TIERS[engine].label : PERSON_LABEL[engine]);

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
          {engine ? engineLabel(engine) : null}
          {note ? <span className="engine-note"> · {note}</span> : null}
        </div>
      ) : null}
    </div>
  );
}
