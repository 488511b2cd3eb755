import { describe, expect, it } from 'vitest';
import { appendMessages, conversationTitle, createConversation, latestConversation, listConversations, listMessages, loadHistory, saveUserMessage } from '@/lib/conversations';
import { freshDatabase } from '../support/database';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const fresh = () => freshDatabase('conversations');
const at = (minute: number) => () => new Date(Date.UTC(2026, 2, 10, 9, minute));

describe('conversations', () => {
  it('creates a conversation with a UUID v4 and lists them newest first', async () => {
    const db = fresh();
    const first = await createConversation(db, at(0));
    const second = await createConversation(db, at(1));
    expect(first.id).toMatch(UUID_V4);
    expect(second.id).not.toBe(first.id);
    expect((await listConversations(db)).map((c) => c.id)).toEqual([second.id, first.id]);
    // A message makes the older conversation the most recent again.
    await saveUserMessage(db, first.id, 'Back to this one', at(5));
    expect((await latestConversation(db))!.id).toBe(first.id);
    expect(await db.conversations.get(first.id)).toMatchObject({ title: 'Back to this one', updatedAt: '2026-03-10T09:05:00.000Z' });
  });

  it('saving the first message of an unknown id creates the conversation, titled from it', async () => {
    const db = fresh();
    const id = crypto.randomUUID();
    const messageId = await saveUserMessage(db, id, '  Plan the   week\nand more  ', at(0));
    expect(await db.messages.get(messageId)).toMatchObject({ conversationId: id, role: 'user', content: '  Plan the   week\nand more  ' });
    expect(await db.conversations.get(id)).toMatchObject({ id, title: 'Plan the week and more', createdAt: '2026-03-10T09:00:00.000Z' });
    await saveUserMessage(db, id, 'Second message', at(1));
    expect((await db.conversations.get(id))!.title).toBe('Plan the week and more');
  });

  it('titles are one line and cut at a word', () => {
    expect(conversationTitle('a '.repeat(10))).toBe('a a a a a a a a a a');
    const long = conversationTitle('Remind me to call the plumber about the kitchen sink before the weekend please');
    expect(long.length).toBeLessThanOrEqual(61);
    expect(long).toMatch(/…$/);
    expect(long).not.toMatch(/ …$/);
  });

  it('appends in order and marks assistant messages with their engine and the fallback note', async () => {
    const db = fresh();
    const id = crypto.randomUUID();
    await saveUserMessage(db, id, 'hi', at(0));
    await appendMessages(
      db,
      id,
      [
        { role: 'assistant', content: [{ type: 'text', text: 'one' }] },
        { role: 'assistant', content: [{ type: 'text', text: 'two' }] },
      ],
      { now: at(1), engine: 'offline', note: 'fell back' },
    );
    const messages = await listMessages(db, id);
    expect(messages.map((m) => [m.role, m.engine, m.note])).toEqual([
      ['user', undefined, undefined],
      ['assistant', 'offline', 'fell back'],
      ['assistant', 'offline', undefined],
    ]);
  });

  it('loads only the most recent window of one conversation, oldest first, never starting with orphan tool results', async () => {
    const db = fresh();
    const id = crypto.randomUUID();
    const other = crypto.randomUUID();
    for (let i = 1; i <= 6; i++) {
      await saveUserMessage(db, id, `m${i}`);
      await saveUserMessage(db, other, `other ${i}`);
    }
    expect((await loadHistory(db, id, 3)).map((m) => m.content)).toEqual(['m4', 'm5', 'm6']);

    await appendMessages(db, id, [
      { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c', toolName: 'list_tasks', input: {} }] },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c', toolName: 'list_tasks', output: { type: 'json', value: [] } }] },
      { role: 'assistant', content: [{ type: 'text', text: 'none' }] },
    ]);
    // A window of 2 would start at the tool result, whose call is cut off: it is dropped.
    expect((await loadHistory(db, id, 2)).map((m) => m.role)).toEqual(['assistant']);
    expect((await loadHistory(db, id, 3)).map((m) => m.role)).toEqual(['assistant', 'tool', 'assistant']);
  });

  it('widens a window that cuts into the step the model is about to go on from, back to the user message of that turn', async () => {
    const db = fresh();
    const id = crypto.randomUUID();
    await saveUserMessage(db, id, 'earlier');
    await saveUserMessage(db, id, 'delete both');
    await appendMessages(db, id, [
      {
        role: 'assistant',
        content: [
          { type: 'tool-call', toolCallId: 'c1', toolName: 'delete_task', input: { task_id: 1 } },
          { type: 'tool-approval-request', approvalId: 'a1', toolCallId: 'c1' },
          { type: 'tool-call', toolCallId: 'c2', toolName: 'delete_task', input: { task_id: 2 } },
          { type: 'tool-approval-request', approvalId: 'a2', toolCallId: 'c2' },
        ],
      },
      { role: 'tool', content: [{ type: 'tool-approval-response', approvalId: 'a1', approved: false }] },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c1', toolName: 'delete_task', output: { type: 'execution-denied' } }] },
      { role: 'tool', content: [{ type: 'tool-approval-response', approvalId: 'a2', approved: true }] },
    ]);

    expect((await loadHistory(db, id, 2)).map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'tool', 'tool']);
    expect((await loadHistory(db, id, 2))[0]!.content).toBe('delete both');
  });

  it('leaves out tool results whose call the window cut off, wherever they are', async () => {
    const db = fresh();
    const id = crypto.randomUUID();
    await appendMessages(db, id, [
      { role: 'user', content: 'delete it' },
      { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c', toolName: 'delete_task', input: { task_id: 1 } }] },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c', toolName: 'delete_task', output: { type: 'json', value: {} } }] },
      { role: 'user', content: 'no' },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c', toolName: 'delete_task', output: { type: 'json', value: {} } }] },
      { role: 'user', content: 'add milk' },
    ]);
    expect((await loadHistory(db, id, 4)).map((m) => m.role)).toEqual(['user', 'user']);
  });
});
