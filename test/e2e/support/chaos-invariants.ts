/**
 * The invariants the chaos run (test/e2e/chaos.e2e.ts) checks after every
 * turn, on a snapshot of the extension's database. Pure: each check takes the
 * rows as they are stored and returns the violations it found, one sentence
 * each (none: the invariant holds). Unit tests: test/e2e-support/chaos-invariants.test.ts.
 *
 * The chaos script's conventions, which the checks read:
 * - a user message starts with its turn's tag in brackets: "[c12] add a task"
 *   ("c12b" for the second panel's message of turn 12);
 * - a tool call's id is "<tag>-s<step>-<index>" ("c12-s0-0");
 * - a turn's last answer says "Done with <tag>.".
 */

export interface SnapshotMessage {
  id: number;
  conversationId: string;
  role: string;
  content: unknown;
}

export interface SnapshotTask {
  id: number;
  [field: string]: unknown;
}

export interface SnapshotAudit {
  id: number;
  toolName: string;
  toolCallId?: string;
  status: string;
  before?: SnapshotTask;
  after?: SnapshotTask;
  created?: SnapshotTask;
  undoOf?: number;
  group?: { first: number; size: number };
}

export interface SnapshotApproval {
  id: string;
  conversationId: string;
  toolCallId: string;
  status: string;
}

export interface SnapshotMemory {
  id: number;
  kind: string;
  text: string;
}

export interface ChaosSnapshot {
  messages: SnapshotMessage[];
  audit: SnapshotAudit[];
  approvals: SnapshotApproval[];
  todos: SnapshotTask[];
  memories: SnapshotMemory[];
}

const TAG = 'c\\d+b?';
const USER_TAG = new RegExp(`^\\[(${TAG})\\]`);
const CALL_TAG = new RegExp(`"(${TAG})-s\\d+-\\d+"`, 'g');
const DONE_TAG = new RegExp(`Done with (${TAG})\\.`, 'g');

/** The text of a stored message's content (a string, or the parts' texts joined). */
export function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part: unknown) => (part && typeof part === 'object' && 'text' in part && typeof part.text === 'string' ? part.text : '')).join('');
}

/** The turn tag a user message starts with ("c12"), if any. */
export function tagOfUserMessage(message: SnapshotMessage): string | undefined {
  return message.role === 'user' ? USER_TAG.exec(textOf(message.content))?.[1] : undefined;
}

const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

/**
 * Every message the script sent is stored exactly once, and turns are stored
 * in the order they were sent (`sent[i]`: the texts of turn i; the messages of
 * one turn, sent at the same moment from two panels, may be in either order).
 */
export function userMessagesOnceInOrder(snapshot: ChaosSnapshot, sent: readonly (readonly string[])[]): string[] {
  const problems: string[] = [];
  const turnOf = new Map<string, number>();
  sent.forEach((texts, turn) => texts.forEach((text) => turnOf.set(text, turn)));
  const stored = byId(snapshot.messages).filter((message) => message.role === 'user');
  const counts = new Map<string, number>();
  for (const message of stored) {
    const text = textOf(message.content);
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  for (const [text] of turnOf) {
    const count = counts.get(text) ?? 0;
    if (count !== 1) problems.push(`"${text}" is stored ${count} times, not once.`);
  }
  let lastTurn = -1;
  for (const message of stored) {
    const turn = turnOf.get(textOf(message.content));
    if (turn === undefined) continue;
    if (turn < lastTurn) problems.push(`"${textOf(message.content)}" (turn ${turn}) is stored after a message of turn ${lastTurn}.`);
    lastTurn = Math.max(lastTurn, turn);
  }
  return problems;
}

/** No tool call ran twice: an id is in one audit entry, or in the entries of one call that changed several tasks. */
export function noToolCallTwice(audit: readonly SnapshotAudit[]): string[] {
  const seen = new Map<string, SnapshotAudit>();
  const problems: string[] = [];
  for (const entry of byId([...audit])) {
    if (entry.toolCallId === undefined) continue;
    const earlier = seen.get(entry.toolCallId);
    if (earlier && !(earlier.group && entry.group && earlier.group.first === entry.group.first)) {
      problems.push(`Tool call ${entry.toolCallId} has audit entries #${earlier.id} and #${entry.id}.`);
    }
    if (!earlier) seen.set(entry.toolCallId, entry);
  }
  return problems;
}

/** The fields a person sets on a task (not `updatedAt`, the derived keys or the reminders' machine state). */
const TASK_FIELDS = ['title', 'description', 'status', 'priority', 'dueAt', 'tags', 'completedAt', 'recurrence', 'timeZone', 'remindBefore', 'url', 'urlTitle'] as const;

/** A task as a person sees it, for comparing: undefined stays undefined. */
export function taskContent(task: SnapshotTask | undefined): string | undefined {
  if (!task) return undefined;
  return JSON.stringify([task.id, ...TASK_FIELDS.map((field) => task[field] ?? null)]);
}

/**
 * Every task an audited change touched is as the last such change left it:
 * present and equal to its `after` (or `created`), or gone when the last
 * change deleted it.
 */
export function auditMatchesTasks(audit: readonly SnapshotAudit[], todos: readonly SnapshotTask[]): string[] {
  const last = new Map<number, SnapshotTask | null>();
  for (const entry of byId([...audit])) {
    if (entry.status !== 'ok') continue;
    if (entry.before) last.set(entry.before.id, entry.after?.id === entry.before.id ? entry.after : null);
    if (entry.after) last.set(entry.after.id, entry.after);
    if (entry.created) last.set(entry.created.id, entry.created);
  }
  const current = new Map(todos.map((todo) => [todo.id, todo]));
  const problems: string[] = [];
  for (const [id, expected] of last) {
    const actual = current.get(id);
    if (expected === null) {
      if (actual) problems.push(`Task #${id} exists, but its last audited change deleted it.`);
    } else if (!actual) {
      problems.push(`Task #${id} is missing, but its last audited change left it as “${String(expected.title)}”.`);
    } else if (taskContent(actual) !== taskContent(expected)) {
      problems.push(`Task #${id} is ${taskContent(actual)}, but its last audited change left it as ${taskContent(expected)}.`);
    }
  }
  return problems;
}

/** Every undo put the task back exactly as it was before the change it reversed, and no change was undone twice. */
export function undoRestoresExactly(audit: readonly SnapshotAudit[]): string[] {
  const entries = new Map(audit.map((entry) => [entry.id, entry]));
  const undone = new Map<number, number>();
  const problems: string[] = [];
  for (const undo of byId([...audit])) {
    if (undo.undoOf === undefined || undo.status !== 'ok') continue;
    const original = entries.get(undo.undoOf);
    if (!original) {
      problems.push(`Undo #${undo.id} reverses entry #${undo.undoOf}, which is not in the log.`);
      continue;
    }
    const earlier = undone.get(original.id);
    if (earlier !== undefined) problems.push(`Entry #${original.id} is undone twice (#${earlier} and #${undo.id}).`);
    undone.set(original.id, undo.id);
    if (taskContent(undo.after) !== taskContent(original.before) || taskContent(undo.before) !== taskContent(original.after)) {
      problems.push(`Undo #${undo.id} left ${taskContent(undo.after) ?? 'no task'}, not ${taskContent(original.before) ?? 'no task'} as before entry #${original.id}.`);
    }
  }
  return problems;
}

/** A pending approval belongs to a stored turn: an assistant message of its conversation asked for its tool call. */
export function noPendingApprovalWithoutTurn(snapshot: ChaosSnapshot): string[] {
  return snapshot.approvals
    .filter((approval) => approval.status === 'pending')
    .filter(
      (approval) =>
        !snapshot.messages.some(
          (message) => message.conversationId === approval.conversationId && message.role === 'assistant' && JSON.stringify(message.content).includes(`"${approval.toolCallId}"`),
        ),
    )
    .map((approval) => `Approval ${approval.id} (tool call ${approval.toolCallId}) is pending, but no stored turn asked for it.`);
}

/** Turns are never interleaved: what follows a user message, up to the next one, belongs to that message's turn. */
export function noInterleavedTurns(messages: readonly SnapshotMessage[]): string[] {
  const problems: string[] = [];
  const current = new Map<string, string | undefined>();
  for (const message of byId([...messages])) {
    if (message.role === 'user') {
      current.set(message.conversationId, tagOfUserMessage(message));
      continue;
    }
    const turn = current.get(message.conversationId);
    const json = JSON.stringify(message.content);
    const tags = new Set([...json.matchAll(CALL_TAG)].map((match) => match[1]!));
    if (message.role === 'assistant') for (const match of textOf(message.content).matchAll(DONE_TAG)) tags.add(match[1]!);
    for (const tag of tags) if (tag !== turn) problems.push(`Message #${message.id} belongs to turn ${tag} but follows the message of turn ${turn ?? '(none)'}.`);
  }
  return problems;
}

/** A fact was remembered once per call: no two facts with the same text. */
export function noMemoryTwice(memories: readonly SnapshotMemory[]): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const memory of memories) {
    if (memory.kind !== 'fact') continue;
    if (seen.has(memory.text)) problems.push(`The fact “${memory.text}” is stored twice.`);
    seen.add(memory.text);
  }
  return problems;
}

/** The tags (of `tags`) whose turn has no final answer yet: no assistant message saying "Done with <tag>." after its user message. */
export function unansweredTurns(messages: readonly SnapshotMessage[], tags: readonly string[]): string[] {
  const answered = new Set<string>();
  for (const message of messages) {
    if (message.role !== 'assistant') continue;
    for (const match of textOf(message.content).matchAll(DONE_TAG)) answered.add(match[1]!);
  }
  return tags.filter((tag) => !answered.has(tag));
}

/** Every invariant, by name, for the counts in the report. */
export const INVARIANTS = [
  'user messages once, in order',
  'no tool call twice',
  'audit matches tasks',
  'undo restores exactly',
  'no pending approval without its turn',
  'turns not interleaved',
  'no fact twice',
] as const;

/** All the invariants on one snapshot: the violations, each with the invariant's name. */
export function checkInvariants(snapshot: ChaosSnapshot, sent: readonly (readonly string[])[]): string[] {
  const results: [string, string[]][] = [
    [INVARIANTS[0], userMessagesOnceInOrder(snapshot, sent)],
    [INVARIANTS[1], noToolCallTwice(snapshot.audit)],
    [INVARIANTS[2], auditMatchesTasks(snapshot.audit, snapshot.todos)],
    [INVARIANTS[3], undoRestoresExactly(snapshot.audit)],
    [INVARIANTS[4], noPendingApprovalWithoutTurn(snapshot)],
    [INVARIANTS[5], noInterleavedTurns(snapshot.messages)],
    [INVARIANTS[6], noMemoryTwice(snapshot.memories)],
  ];
  return results.flatMap(([name, problems]) => problems.map((problem) => `${name}: ${problem}`));
}
