import type { ToolCardState } from '@/lib/chat';

const MARK: Record<ToolCardState, string> = {
  running: '…',
  'awaiting-approval': '?',
  ok: '✓',
  error: '✗',
  denied: '⊘',
};
const STATE_TEXT: Record<ToolCardState, string> = {
  running: 'Running',
  'awaiting-approval': 'Waiting for your approval',
  ok: '',
  error: 'Failed',
  denied: 'Rejected',
};

/** A compact card for one tool call, e.g. "✓ add_task — Created task #3: Buy milk". */
export function ToolCallCard({ toolName, state, summary }: { toolName: string; state: ToolCardState; summary: string }) {
  const detail = summary || STATE_TEXT[state];
  return (
    <div className={`tool-card tool-${state}`} role="status" aria-label={`Tool ${toolName}`}>
      <span aria-hidden="true" className="tool-mark">
        {MARK[state]}
      </span>{' '}
      <code>{toolName}</code>
      {detail ? <> — {detail}</> : null}
      {state === 'error' || state === 'denied' ? <span className="visually-hidden"> ({STATE_TEXT[state]})</span> : null}
    </div>
  );
}
