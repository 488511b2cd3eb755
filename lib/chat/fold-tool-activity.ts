import type { TaskLinkView, ToolCardState } from './summarize-tool-output';

/** One tool call as the chat shows it (a stored or a streamed one). */
export interface ToolActivity {
  kind: 'tool';
  key: string;
  toolCallId: string;
  toolName: string;
  state: ToolCardState;
  summary: string;
  detail?: string;
  link?: TaskLinkView;
}

/** States the person has to see or act on: they are never folded away. */
const NEEDS_ATTENTION: ReadonlySet<ToolCardState> = new Set(['error', 'awaiting-approval', 'denied']);

export const needsAttention = (tool: ToolActivity): boolean => NEEDS_ATTENTION.has(tool.state);

/** An item as it is, or consecutive quiet tool calls folded into one line (with the reply they led to, if it follows). */
export type Folded<T> = { kind: 'item'; key: string; item: T } | { kind: 'actions'; key: string; tools: ToolActivity[]; reply?: T };

/**
 * Folds the tool calls of one assistant turn into the reply they belong to:
 * consecutive calls that went fine (or are running) become one `actions`
 * entry, joined with the assistant text right after them. A call that failed,
 * waits for approval or was rejected stays an item of its own, in place.
 */
export function foldToolActivity<T extends { kind: string; key: string }>(
  items: readonly T[],
  isTool: (item: T) => ToolActivity | undefined,
  isReply: (item: T) => boolean,
): Folded<T>[] {
  const folded: Folded<T>[] = [];
  let run: Extract<Folded<T>, { kind: 'actions' }> | undefined;
  for (const item of items) {
    const tool = isTool(item);
    if (tool && !needsAttention(tool)) {
      if (!run) {
        run = { kind: 'actions', key: tool.key, tools: [] };
        folded.push(run);
      }
      run.tools.push(tool);
      continue;
    }
    if (run && !tool && isReply(item)) {
      run.reply = item;
      run = undefined;
      continue;
    }
    run = undefined;
    folded.push({ kind: 'item', key: item.key, item });
  }
  return folded;
}
