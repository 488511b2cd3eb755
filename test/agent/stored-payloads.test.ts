import { describe, expect, it } from 'vitest';
import { runTurn } from '@/lib/agent';
import { jsonByteLength } from '@/lib/audit';
import { buildThread } from '@/lib/chat';
import { listMessages } from '@/lib/conversations';
import type { Todo } from '@/lib/db';
import { CONVERSATION, harness, promptOf, scriptedModel, textStep, toolStep } from './support';

const AT = '2026-03-10T08:00:00.000Z';
const KB8 = 8 * 1024;

/** Tasks at the limits a user can reach: 200-character titles, 2,000-character descriptions, 20 long tags. */
function bigTodos(count: number): Omit<Todo, 'id'>[] {
  return Array.from({ length: count }, (_, i) => ({
    title: `Task ${i} ${'with a very long title that keeps going '.repeat(5)}`.slice(0, 200),
    description: 'A description that a person wrote at length. '.repeat(44).slice(0, 2000),
    status: 'pending',
    priority: ((i % 4) + 1) as Todo['priority'],
    dueAt: '2026-03-12T09:30:00.000Z',
    tags: Array.from({ length: 20 }, (_, t) => `tag-${t}-${'x'.repeat(30)}`),
    createdAt: new Date(Date.parse(AT) + i * 1000).toISOString(),
    updatedAt: AT,
  }));
}

describe('what a list_tasks call stores', () => {
  it('over 10,000 tasks: under 8 KB in the audit log and in the conversation, and the model still gets a page of tasks', async () => {
    const model = scriptedModel([toolStep([{ id: 'call-1', name: 'list_tasks', input: {} }]), textStep('Here they are.')]);
    const h = harness([{ engine: 'remote', model }]);
    await h.db.todos.bulkAdd(bigTodos(10_000) as Todo[]);

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'what is left?' }, h.emit);

    const [entry, ...others] = await h.db.audit.toArray();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ toolName: 'list_tasks', status: 'ok' });
    expect(jsonByteLength(entry)).toBeLessThan(KB8);
    // The audit keeps what was found: how many, which ids, and that there are more.
    expect(entry!.output).toMatchObject({ truncated: true });
    const listedIds = (entry!.output as { ids: number[] }).ids;
    expect(listedIds.length).toBeGreaterThan(10);
    // Plan order: the same due time for all, so priority 1 first, then the lowest id.
    expect(listedIds[0]).toBe(1);

    const messages = await listMessages(h.db, CONVERSATION);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'assistant']);
    for (const message of messages) expect(jsonByteLength(message), message.role).toBeLessThan(KB8);

    // In the same turn, the model read the page: the newest tasks, by id and (cut) title, without descriptions.
    const result = promptOf(model, 1).at(-1);
    expect(result).toMatchObject({ role: 'tool', content: [{ type: 'tool-result', toolCallId: 'call-1' }] });
    const part = result!.role === 'tool' ? result!.content[0] : undefined;
    if (part?.type !== 'tool-result' || part.output.type !== 'json') throw new Error('expected a JSON tool result');
    const value = part.output.value as { count: number; tasks: Array<Record<string, unknown>>; truncated?: boolean };
    expect(value.tasks.map((task) => task.id)).toEqual(listedIds);
    expect(value.count).toBe(listedIds.length);
    expect(value.truncated).toBe(true);
    expect(value.tasks[0]).toMatchObject({ id: 1, status: 'pending', priority: 1, dueAt: '2026-03-12T09:30:00.000Z', moreTags: 15 });
    expect(String(value.tasks[0]!.title)).toMatch(/^Task 0 with a very long title.*…$/);
    expect(value.tasks[0]).not.toHaveProperty('description');
    // What the conversation keeps is what the model read, so later turns see the same.
    expect(messages[2]!.content).toEqual(result!.content);
    // The chat's card reads it as before.
    expect(buildThread(messages).find((item) => item.kind === 'tool')).toMatchObject({ state: 'ok', summary: `Found ${listedIds.length}+ tasks` });
  }, 30_000); // seeding 10,000 large tasks in fake-indexeddb takes a few seconds
});
