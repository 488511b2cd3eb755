import 'fake-indexeddb/auto';
import { beforeAll, describe, it } from 'vitest';
import { MockLanguageModelV4 } from 'ai/test';
import { runTurn, type AgentDeps } from '@/lib/agent';
import { loadHistory } from '@/lib/conversations';
import { createDatabase, type StoredMessage, type Todo, type TodoDatabase } from '@/lib/db';
import { DEFAULT_SETTINGS } from '@/lib/settings';
import { textStep, toolStep } from './support';

const CONVERSATION = '5b2d3f7e-9a41-4c3e-8f0a-2d6b1c9e7a10';
const AT = '2026-03-10T08:30:00.000Z';

function messages(conversationId: string, count: number): Omit<StoredMessage, 'id'>[] {
  return Array.from({ length: count }, (_, i) => ({
    conversationId,
    role: i % 2 === 0 ? 'user' : 'assistant',
    content: i % 2 === 0 ? `Message ${i}: add something to my list` : [{ type: 'text', text: `Reply ${i}: done.` }],
    createdAt: AT,
  })) as Omit<StoredMessage, 'id'>[];
}

function todos(count: number): Omit<Todo, 'id'>[] {
  return Array.from({ length: count }, (_, i) => ({
    title: `Task ${i}`,
    status: i % 3 === 0 ? 'completed' : 'pending',
    priority: ((i % 4) + 1) as Todo['priority'],
    tags: i % 5 === 0 ? ['work'] : [],
    createdAt: AT,
    updatedAt: AT,
  }));
}

async function seed(name: string, messageCount: number, todoCount: number): Promise<TodoDatabase> {
  const db = createDatabase(name);
  await db.conversations.add({ id: CONVERSATION, title: 'Bench', createdAt: AT, updatedAt: AT });
  await db.messages.bulkAdd(messages(CONVERSATION, messageCount) as StoredMessage[]);
  if (todoCount) await db.todos.bulkAdd(todos(todoCount) as Todo[]);
  return db;
}

/** A model that answers at once, so only the agent's own work is measured. */
function instantDeps(db: TodoDatabase, step: () => ReturnType<typeof textStep>): AgentDeps {
  return {
    db,
    settings: async () => ({ ...DEFAULT_SETTINGS, provider: 'remote' }),
    timeZone: 'Europe/Paris',
    models: async () => [{ engine: 'remote', model: new MockLanguageModelV4({ doStream: async () => step() }) }],
  };
}

let small: TodoDatabase;
let large: TodoDatabase;

beforeAll(async () => {
  small = await seed(`bench-small-${crypto.randomUUID()}`, 100, 0);
  large = await seed(`bench-large-${crypto.randomUUID()}`, 100_000, 10_000);
}, 300_000);

describe('agent budgets', () => {
  it('a turn without the model at 10,000 tasks and 100,000 messages', async ({ bench }) => {
    let call = 0;
    await bench.compare(
      bench('text answer', async () => {
        await runTurn(
          instantDeps(large, () => textStep('Done.')),
          { conversationId: CONVERSATION, text: 'Hello' },
          () => undefined,
        );
      }),
      bench('one add_task call, then text', async () => {
        let step = 0;
        const steps = () => (step++ === 0 ? toolStep([{ id: `b${call++}`, name: 'add_task', input: { title: 'Bench task' } }]) : textStep('Created.'));
        await runTurn(instantDeps(large, steps), { conversationId: CONVERSATION, text: 'Add a bench task' }, () => undefined);
      }),
      bench('one list_tasks call (pending, of 10,000), then text', async () => {
        let step = 0;
        const steps = () => (step++ === 0 ? toolStep([{ id: `l${call++}`, name: 'list_tasks', input: {} }]) : textStep('Listed.'));
        await runTurn(instantDeps(large, steps), { conversationId: CONVERSATION, text: "What's left?" }, () => undefined);
      }),
    );
  });

  it('the history window costs the same at 100 and 100,000 messages', async ({ bench }) => {
    await bench.compare(
      bench('window of 20 from 100 messages', async () => {
        await loadHistory(small, CONVERSATION, 20);
      }),
      bench('window of 20 from 100,000 messages', async () => {
        await loadHistory(large, CONVERSATION, 20);
      }),
    );
  });
});
