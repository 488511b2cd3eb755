// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConversationPane } from '@/components/chat/ConversationPane';
import { db, type StoredMessage } from '@/lib/db';
import { executeTool } from '@/lib/tools';
import { fakeChatPorts } from './support/fake-chat-ports';
import { layOutMessageList } from './support/lay-out-message-list';

layOutMessageList();
fakeChatPorts();
afterEach(cleanup);
beforeEach(async () => {
  await db.messages.clear();
  await db.audit.clear();
  await db.todos.clear();
});

const at = '2026-03-10T09:30:00.000Z';
async function store(conversationId: string, ...messages: Record<string, unknown>[]) {
  for (const message of messages) await db.messages.add({ conversationId, createdAt: at, ...message } as StoredMessage);
}
const call = (toolCallId: string, toolName: string, input: object) => ({ type: 'tool-call', toolCallId, toolName, input });
const result = (toolCallId: string, toolName: string, message: string) => ({ type: 'tool-result', toolCallId, toolName, output: { type: 'json', value: { message } } });

describe('tool activity in the chat', () => {
  it('shows each change of a reply as its own line with Undo beside it, and folds the lookups', async () => {
    const id = crypto.randomUUID();
    const assistant = { db, engine: 'remote' as const, conversationId: id };
    await executeTool(assistant, 'add_task', { title: 'Buy milk' }, { toolCallId: 'c1' });
    await executeTool(assistant, 'add_task', { title: 'Call Ana' }, { toolCallId: 'c2' });
    await store(
      id,
      { role: 'user', content: 'add buy milk and call ana' },
      {
        role: 'assistant',
        content: [call('c0', 'list_tasks', {}), call('c1', 'add_task', { title: 'Buy milk' }), call('c2', 'add_task', { title: 'Call Ana' })],
        engine: 'remote',
      },
      {
        role: 'tool',
        content: [
          { type: 'tool-result', toolCallId: 'c0', toolName: 'list_tasks', output: { type: 'json', value: { count: 0, tasks: [] } } },
          result('c1', 'add_task', 'Created task #1: Buy milk'),
          result('c2', 'add_task', 'Created task #2: Call Ana'),
        ],
      },
      { role: 'assistant', content: 'Added both.', engine: 'remote' },
    );
    render(<ConversationPane conversationId={id} />);
    const reply = (await screen.findByText('Added both.')).closest('.bubble') as HTMLElement;
    const changes = within(within(reply).getByRole('list', { name: 'Changes' })).getAllByRole('listitem');
    expect(changes.map((line) => line.textContent?.replace(/Undo$/, ''))).toEqual(['✓ Created “Buy milk”', '✓ Created “Call Ana”']);
    const fold = reply.querySelector('details.tool-lookups') as HTMLDetailsElement;
    expect(fold.open).toBe(false);
    expect(fold.querySelector('summary')!.textContent).toMatch(/Found 0 tasks/);
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(log.textContent).not.toMatch(/add_task|#\d/);

    // Undo sits beside the change, visible without opening anything.
    fireEvent.click(await within(changes[0]!).findByRole('button', { name: 'Undo' }));
    await waitFor(async () => expect((await db.todos.toArray()).map((todo) => todo.title)).toEqual(['Call Ana']));
  });

  it("shows a created task's page as its title linking out, in a new tab, without opening the fold; no link for a javascript: url", async () => {
    const id = crypto.randomUUID();
    const linked = {
      type: 'tool-result',
      toolCallId: 'c1',
      toolName: 'add_task',
      output: { type: 'json', value: { message: 'Created task #1: Read', task: { id: 1, title: 'Read', url: 'https://example.com/post', urlTitle: 'A post' } } },
    };
    const hostile = {
      type: 'tool-result',
      toolCallId: 'c2',
      toolName: 'add_task',
      output: { type: 'json', value: { message: 'Created task #2: X', task: { id: 2, title: 'X', url: 'javascript:alert(1)', urlTitle: 'Click me' } } },
    };
    await store(
      id,
      { role: 'user', content: 'remind me to read this' },
      { role: 'assistant', content: [call('c1', 'add_task', { title: 'Read' }), call('c2', 'add_task', { title: 'X' })], engine: 'remote' },
      { role: 'tool', content: [linked, hostile] },
      { role: 'assistant', content: 'Done.', engine: 'remote' },
    );
    render(<ConversationPane conversationId={id} />);
    const link = await screen.findByRole('link', { name: /A post/ });
    expect(link.getAttribute('href')).toBe('https://example.com/post');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('link', { name: /Click me/ })).toBeNull();
  });

  it('keeps a failed call and one waiting for approval visible, outside the fold', async () => {
    const id = crypto.randomUUID();
    await store(
      id,
      { role: 'user', content: 'add it and delete #1' },
      {
        role: 'assistant',
        content: [
          call('c1', 'add_task', { title: 'x' }),
          call('c2', 'add_task', { title: '' }),
          call('c3', 'delete_task', { task_id: 1 }),
          { type: 'tool-approval-request', approvalId: 'a3', toolCallId: 'c3' },
        ],
        engine: 'remote',
      },
      {
        role: 'tool',
        content: [
          result('c1', 'add_task', 'Created task #1: X'),
          { type: 'tool-result', toolCallId: 'c2', toolName: 'add_task', output: { type: 'error-json', value: { message: 'A task needs a title.', detail: 'title: too_small' } } },
        ],
      },
    );
    render(<ConversationPane conversationId={id} />);
    const failed = await screen.findByText('A task needs a title.');
    expect(failed.closest('details')).toBeNull();
    expect(screen.getByText('Waiting for your approval').closest('details')).toBeNull();
    expect(screen.getByText('Created “X”').closest('details')).toBeNull();
  });

  it('shows the fallback note on a reply that used a tool, though the note was stored with the tool call', async () => {
    const id = crypto.randomUUID();
    await store(
      id,
      { role: 'user', content: 'add buy milk' },
      { role: 'assistant', content: [call('c1', 'add_task', { title: 'Buy milk' })], engine: 'offline', note: 'The remote model did not answer; the offline assistant replied.' },
      { role: 'tool', content: [result('c1', 'add_task', 'Created task #1: Buy milk')] },
      { role: 'assistant', content: 'Created task #1: Buy milk', engine: 'offline' },
    );
    render(<ConversationPane conversationId={id} />);
    const label = await screen.findByText(/Offline assistant/);
    expect(label.textContent).toContain('The remote model did not answer; the offline assistant replied.');
  });
});
