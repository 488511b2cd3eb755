import Dexie from 'dexie';
import type { StoredMessage, TodoDatabase } from '../db';
import { NAMES_A_TASK, refersToPage } from '../intent/page-reference';
import { appendMessages } from '../conversations';
import { clockOf, type AgentDeps, type Emit } from './types';
export { pagePromptSection } from '../models/page-section';

/** The page a turn is about: its title and address only, given to the model as data for this one turn. */
export interface TurnPage {
  url: string;
  title?: string;
}

export type PageForTurn = { kind: 'none' } | { kind: 'page'; page: TurnPage } | { kind: 'hidden' };

/** What the assistant says when the message refers to the page but the browser does not let it see that tab. */
export const CANNOT_SEE_PAGE =
  "I can't see the page you're on. To show it to me, click the Todo Assistant button in the toolbar while that page is open (or press Alt+Shift+K there, or right-click the page → Add page to Todo Assistant), then ask again. I only get the page's title and address, never its content.";

const textOf = (content: StoredMessage['content']): string =>
  typeof content === 'string' ? content : content.map((part) => (part.type === 'text' ? part.text : part.type === 'tool-result' ? JSON.stringify(part.output) : '')).join('\n');

/** Whether the assistant's answer just before this message named a task ("Created task #4: …"). */
async function taskJustNamed(db: TodoDatabase, conversationId: string, text: string): Promise<boolean> {
  if (NAMES_A_TASK.test(text)) return true;
  // The newest messages: this one, then the answer before it (its text and tool results).
  const recent = await db.messages.where('[conversationId+id]').between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey]).reverse().limit(6).toArray();
  const previous: StoredMessage[] = [];
  for (const message of recent.slice(1)) {
    if (message.role === 'user') break;
    previous.push(message);
  }
  return previous.some((message) => NAMES_A_TASK.test(textOf(message.content)) || /"task":\{"id":\d+/.test(textOf(message.content)));
}

/**
 * The page for this turn: only when the message refers to it (lib/intent's
 * refersToPage) is the tab looked at, and then only its title and address.
 */
export async function pageForTurn(deps: AgentDeps, conversationId: string, text: string, panelTabId?: number): Promise<PageForTurn> {
  if (!deps.activePage || !refersToPage(text, { taskJustNamed: false })) return { kind: 'none' };
  if (!refersToPage(text, { taskJustNamed: await taskJustNamed(deps.db, conversationId, text) })) return { kind: 'none' };
  const active = await deps.activePage(panelTabId).catch(() => ({ visible: false as const }));
  if (!active.visible) return { kind: 'hidden' };
  return { kind: 'page', page: { url: active.url, ...(active.title ? { title: active.title } : {}) } };
}

/** Answers a message about a page the browser keeps hidden: how to show it, saved like any reply. */
export async function sayCannotSeePage(deps: AgentDeps, conversationId: string, emit: Emit): Promise<void> {
  emit({ type: 'text-delta', conversationId, text: CANNOT_SEE_PAGE });
  await appendMessages(deps.db, conversationId, [{ role: 'assistant', content: [{ type: 'text', text: CANNOT_SEE_PAGE }] }], { now: clockOf(deps) });
}
