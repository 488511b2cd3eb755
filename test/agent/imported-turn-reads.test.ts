import { describe, expect, it } from 'vitest';
import { memoryUpkeepSettled, runTurn } from '@/lib/agent';
import { applyImport, buildExport, exportText, readExportFile } from '@/lib/data';
import type { Approval, AuditEntry, Memory, StoredMessage, Todo, TodoDatabase } from '@/lib/db';
import { lexicalIndexOf, MAX_SUMMARY_CHUNK, PROMPT_SUMMARIES } from '@/lib/memory';
import { freshDatabase } from '../support/database';
import { countReads, type ReadCounter } from '../support/read-counter';
import { CONVERSATION, harness, scriptedModel, textStep } from './support';

const AT = '2026-03-01T08:00:00.000Z';
const OTHER = '9c0e8f6a-3b1d-4e2a-9f7c-5d4b3a2e1f00';

type NewMessage = Omit<StoredMessage, 'id'>;

/**
 * A conversation as people leave it: turns answered in words, turns that ran
 * a tool, and turns whose delete waited for an approval (given or refused),
 * with an approval row and an audit entry for each call.
 */
function conversation(conversationId: string, count: number): { messages: NewMessage[]; approvals: Approval[]; audit: Omit<AuditEntry, 'id'>[] } {
  const messages: NewMessage[] = [];
  const approvals: Approval[] = [];
  const audit: Omit<AuditEntry, 'id'>[] = [];
  const say = (role: string, content: unknown) => messages.push({ conversationId, role, content, createdAt: AT } as NewMessage);
  for (let turn = 1; messages.length < count; turn++) {
    const toolCallId = `call-${conversationId}-${turn}`;
    const approvalId = `approval-${conversationId}-${turn}`;
    say('user', `Turn ${turn}: tidy my list for the week ${turn}`);
    if (turn % 3 === 0) {
      const approved = turn % 2 === 0;
      const input = { task_id: turn };
      say('assistant', [
        { type: 'tool-call', toolCallId, toolName: 'delete_task', input },
        { type: 'tool-approval-request', approvalId, toolCallId },
      ]);
      say('tool', [{ type: 'tool-approval-response', approvalId, approved }]);
      say('tool', [
        {
          type: 'tool-result',
          toolCallId,
          toolName: 'delete_task',
          output: approved ? { type: 'json', value: { message: `Deleted task #${turn}` } } : { type: 'execution-denied', reason: 'The user rejected this action.' },
        },
      ]);
      approvals.push({
        id: approvalId,
        conversationId,
        toolCallId,
        toolName: 'delete_task',
        input,
        createdAt: AT,
        expiresAt: AT,
        status: approved ? 'approved' : 'denied',
        decidedAt: AT,
      });
      audit.push({
        at: AT,
        conversationId,
        toolName: 'delete_task',
        toolCallId,
        input,
        risk: 'high',
        approval: { required: true, decision: approved ? 'approved' : 'denied', decidedAt: AT },
        status: approved ? 'ok' : 'denied',
        engine: 'remote',
      } as Omit<AuditEntry, 'id'>);
    } else if (turn % 3 === 1) {
      const input = { title: `Milk ${turn}` };
      say('assistant', [{ type: 'tool-call', toolCallId, toolName: 'add_task', input }]);
      say('tool', [{ type: 'tool-result', toolCallId, toolName: 'add_task', output: { type: 'json', value: { message: `Created task #${turn}` } } }]);
      audit.push({ at: AT, conversationId, toolName: 'add_task', toolCallId, input, risk: 'medium', approval: { required: false }, status: 'ok', engine: 'remote' } as Omit<
        AuditEntry,
        'id'
      >);
    }
    say('assistant', [{ type: 'text', text: `Turn ${turn}: done.` }]);
  }
  return { messages: messages.slice(0, count), approvals, audit };
}

const todos = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ title: `Task ${i}`, status: 'pending', priority: 3, tags: [], createdAt: AT, updatedAt: AT })) as unknown as Todo[];

const memories = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ kind: 'fact', text: `Fact ${i}: my cousin ${i} lives in town ${i}`, engine: 'remote', createdAt: AT })) as unknown as Memory[];

const summaries = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    kind: 'summary',
    conversationId: CONVERSATION,
    fromMessageId: 10 * i + 1,
    toMessageId: 10 * i + 10,
    text: `Part ${i}: the user tidied shelf ${i}`,
    engine: 'remote',
    createdAt: AT,
  })) as unknown as Memory[];

interface Size {
  messages: number;
  otherMessages: number;
  todos: number;
  memories: number;
  summaries: number;
}

/** A database of this size, written as the extension writes it, exported as Settings → Export does. */
async function exported(size: Size): Promise<string> {
  const db = freshDatabase('exported');
  const open = conversation(CONVERSATION, size.messages);
  const other = conversation(OTHER, size.otherMessages);
  await db.conversations.bulkAdd([
    { id: CONVERSATION, title: 'Long', createdAt: AT, updatedAt: AT },
    { id: OTHER, title: 'Other', createdAt: AT, updatedAt: AT },
  ]);
  await db.messages.bulkAdd([...open.messages, ...other.messages] as StoredMessage[]);
  await db.approvals.bulkAdd([...open.approvals, ...other.approvals]);
  await db.audit.bulkAdd([...open.audit, ...other.audit] as AuditEntry[]);
  await db.todos.bulkAdd(todos(size.todos));
  await db.memories.bulkAdd(memories(size.memories));
  await db.memories.bulkAdd(summaries(size.summaries));
  const text = exportText(await buildExport(db, undefined));
  db.close();
  return text;
}

/**
 * A worker that answered a turn on an empty database (its caches built for
 * it), then the file imported through Settings → Import… → Replace; one
 * turn after the import and its memory upkeep, as the bench's turns come.
 */
async function importedThenWarm(size: Size): Promise<{ db: TodoDatabase; reads: ReadCounter; turn: () => Promise<void> }> {
  const model = scriptedModel(Array.from({ length: 3 }, (_, i) => textStep(`Answer ${i}.`)));
  const h = harness([{ engine: 'remote', model }]);
  const reads = countReads(h.db);
  const turn = async () => {
    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'what is on my list for today?' }, h.emit);
    await memoryUpkeepSettled();
  };
  await turn();
  const read = readExportFile(await exported(size));
  if (!read.ok) throw new Error(read.problem.message);
  await applyImport(h.db, read.file, 'replace');
  await turn();
  await lexicalIndexOf(h.db);
  return { db: h.db, reads, turn };
}

const SMALL: Size = { messages: 60, otherMessages: 20, todos: 20, memories: 20, summaries: 2 };
const LARGE: Size = { messages: 3_000, otherMessages: 2_000, todos: 2_000, memories: 1_000, summaries: 250 };

/**
 * A database brought in by Import… → Replace is read by a turn as one
 * upgraded in place: the import rebuilds nothing a turn then reads in full,
 * leaves no revision missing (the memory indexes are current after one
 * build), and its approvals (pending and approved ones arrive expired) are
 * not walked. What a turn reads does not grow with what was imported.
 */
describe('rows a turn reads on an imported database', () => {
  it('are no more on a large import than on a small one', async () => {
    const perTable: Record<string, Record<string, number>> = {};
    for (const [label, size] of [
      ['small', SMALL],
      ['large', LARGE],
    ] as const) {
      const { db, reads, turn } = await importedThenWarm(size);
      reads.reset();
      await turn();
      perTable[label] = { ...reads.byTable };
      db.close();
    }
    const small = perTable.small!;
    const large = perTable.large!;
    const rows = (counts: Record<string, number>, table: string) => counts[table] ?? 0;
    const detail = JSON.stringify(perTable);
    expect(rows(large, 'messages'), detail).toBeGreaterThan(0);
    expect(rows(large, 'messages'), detail).toBeLessThanOrEqual(rows(small, 'messages') + MAX_SUMMARY_CHUNK);
    expect(rows(large, 'memories'), detail).toBeLessThanOrEqual(rows(small, 'memories') + PROMPT_SUMMARIES);
    for (const table of ['approvals', 'todos', 'audit', 'conversations', 'memoryRevision', 'importUndo']) {
      expect(rows(large, table), `${table}: ${detail}`).toBeLessThanOrEqual(rows(small, table));
    }
  }, 120_000);
});
