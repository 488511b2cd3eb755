import { useState } from 'react';
import type { ToolActivity } from '@/lib/chat';
import { LOOKUP_TOOL_NAMES, toolLabel } from '@/lib/hooks';
import { ToolCallCard } from './ToolCallCard';

const isLookup = (tool: ToolActivity) => LOOKUP_TOOL_NAMES.includes(tool.toolName);

/** The folded line of lookups: the one lookup's result ("Found 3 tasks") or how many there were. */
function lookupText(tools: readonly ToolActivity[]): string {
  if (tools.length === 1) {
    const [tool] = tools;
    if (tool!.state === 'running') return `${toolLabel(tool!.toolName)}…`;
    return tool!.summary || toolLabel(tool!.toolName);
  }
  return `${tools.length} lookups`;
}

/**
 * What the assistant did for one reply. Each change is a line of its own
 * ("✓ Completed “Pay rent”") with its Undo beside it, so a person sees what
 * changed and how to take it back; lookups (lists, a task's details) fold
 * into one closed line, opened on request. A change's page link (issue 26)
 * shows on its line. Folded cards are rendered only
 * while open: closed, they would be hidden copies of the reply's words.
 */
export function ToolActivityLine({ tools }: { tools: readonly ToolActivity[] }) {
  const changes = tools.filter((tool) => !isLookup(tool));
  const lookups = tools.filter(isLookup);
  const running = lookups.some((tool) => tool.state === 'running');
  const [open, setOpen] = useState(false);
  return (
    <div className="tool-activity">
      {changes.length > 0 ? (
        <ul className="tool-changes" aria-label="Changes">
          {changes.map((tool) => (
            <li key={tool.key}>
              <ToolCallCard toolCallId={tool.toolCallId} toolName={tool.toolName} state={tool.state} summary={tool.summary} detail={tool.detail} link={tool.link} />
            </li>
          ))}
        </ul>
      ) : null}
      {lookups.length > 0 ? (
        <details className="tool-lookups" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary>
            <span aria-hidden="true" className={running ? 'tool-mark' : 'tool-mark tool-mark-ok'}>
              {running ? '…' : '✓'}
            </span>{' '}
            {lookupText(lookups)}
          </summary>
          {open ? (
            <div className="tool-activity-cards">
              {lookups.map((tool) => (
                <ToolCallCard key={tool.key} toolCallId={tool.toolCallId} toolName={tool.toolName} state={tool.state} summary={tool.summary} detail={tool.detail} />
              ))}
            </div>
          ) : null}
        </details>
      ) : null}
    </div>
  );
}
