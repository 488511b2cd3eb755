import { useState } from 'react';
import type { ToolActivity } from '@/lib/chat';
import { toolLabel } from '@/lib/audit';
import { ToolCallCard } from './ToolCallCard';
import { TaskLink } from './TaskLink';

/** The collapsed line: the one action's result ("Created task #3: Buy milk") or how many there were. */
function lineText(tools: readonly ToolActivity[]): string {
  if (tools.length === 1) {
    const [tool] = tools;
    if (tool!.state === 'running') return `${toolLabel(tool!.toolName)}…`;
    return tool!.summary || toolLabel(tool!.toolName);
  }
  return `${tools.length} actions`;
}

/**
 * What the assistant did for one reply, folded into one compact line
 * ("2 actions"); opening it shows each call's card with its Undo and Details.
 * The cards are rendered only while open: closed, they would be hidden copies
 * of the reply's words in the page, and each reads its Undo from the database.
 */
export function ToolActivityLine({ tools }: { tools: readonly ToolActivity[] }) {
  const running = tools.some((tool) => tool.state === 'running');
  const [open, setOpen] = useState(false);
  const links = tools.flatMap((tool) => (tool.link ? [tool.link] : []));
  return (
    <>
    <details className="tool-activity" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <span aria-hidden="true" className={running ? 'tool-mark' : 'tool-mark tool-mark-ok'}>
          {running ? '…' : '✓'}
        </span>{' '}
        {lineText(tools)}
      </summary>
      {open ? (
        <div className="tool-activity-cards">
          {tools.map((tool) => (
            <ToolCallCard key={tool.key} toolCallId={tool.toolCallId} toolName={tool.toolName} state={tool.state} summary={tool.summary} detail={tool.detail} link={tool.link} />
          ))}
        </div>
      ) : null}
    </details>
    {links.length > 0 && !open ? (
      <ul className="tool-activity-links" aria-label="Links">
        {links.map((link, index) => (
          <li key={`${index}-${link.url}`}>
            <TaskLink url={link.url} title={link.title} />
          </li>
        ))}
      </ul>
    ) : null}
    </>
  );
}
