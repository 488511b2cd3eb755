// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConversationPane } from '@/components/chat/ConversationPane';
import { db, type StoredMessage } from '@/lib/db';
import { fakeChatPorts } from './support/fake-chat-ports';
import { layOutMessageList } from './support/lay-out-message-list';

layOutMessageList();

const ports = fakeChatPorts();

const at = '2026-03-10T09:30:00.000Z';
async function store(conversationId: string, ...messages: Pick<StoredMessage, 'role' | 'content'>[]) {
  for (const message of messages) await db.messages.add({ conversationId, createdAt: at, ...message } as StoredMessage);
}
const lastPosted = () => ports.at(-1)?.posted.at(-1);
const messageBox = () => screen.getByRole('textbox', { name: 'Message' });

describe('the chat of one conversation', () => {
  it('renders the stored history: messages, tool cards and the engine that answered', async () => {
    const id = crypto.randomUUID();
    await store(
      id,
      { role: 'user', content: 'add buy milk' },
      { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'add_task', input: { title: 'Buy milk' } }] },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c1', toolName: 'add_task', output: { type: 'json', value: { message: 'Created task #3: Buy milk' } } }] },
    );
    await db.messages.add({
      conversationId: id,
      createdAt: at,
      role: 'assistant',
      content: 'Added it.',
      engine: 'offline',
      note: 'The remote model was not reachable.',
    } as StoredMessage);
    render(<ConversationPane conversationId={id} />);
    await screen.findByText('Added it.');
    expect(screen.getByText('add buy milk')).toBeTruthy();
    // A change is a line of its own, in words, never folded away.
    expect((await screen.findByRole('status', { name: 'Add task' })).textContent).toMatch(/✓\s*Created “Buy milk”/);
    expect(screen.getByText(/Offline assistant/).textContent).toContain('The remote model was not reachable.');
    expect(screen.queryByText('The answer was interrupted.')).toBeNull();
  });

  it('sends with Enter, not with Shift+Enter or when empty', async () => {
    const id = crypto.randomUUID();
    render(<ConversationPane conversationId={id} />);
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(messageBox(), { target: { value: 'buy milk' } });
    fireEvent.keyDown(messageBox(), { key: 'Enter', shiftKey: true });
    expect(ports).toHaveLength(0);
    expect(send.disabled).toBe(false);
    fireEvent.keyDown(messageBox(), { key: 'Enter' });
    expect(lastPosted()).toEqual({ type: 'send', conversationId: id, text: 'buy milk' });
    expect((messageBox() as HTMLTextAreaElement).value).toBe('');
  });

  it('streams the answer live, then shows the stored message once', async () => {
    const id = crypto.randomUUID();
    render(<ConversationPane conversationId={id} />);
    fireEvent.change(messageBox(), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const port = ports[0]!;
    await store(id, { role: 'user', content: 'hello' });
    const userId = (await db.messages.where('conversationId').equals(id).last())!.id;
    act(() => {
      port.deliver({ type: 'turn-start', conversationId: id, turnId: 't' });
      port.deliver({ type: 'user-message-saved', conversationId: id, messageId: userId });
      port.deliver({ type: 'engine', conversationId: id, engine: 'remote' });
      port.deliver({ type: 'text-delta', conversationId: id, text: 'Hi, ' });
      port.deliver({ type: 'text-delta', conversationId: id, text: 'how can I help?' });
    });
    await screen.findByText('Hi, how can I help?');
    await act(async () => {
      await db.messages.add({ conversationId: id, createdAt: at, role: 'assistant', content: [{ type: 'text', text: 'Hi, how can I help?' }], engine: 'remote' } as StoredMessage);
      port.deliver({ type: 'turn-end', conversationId: id, turnId: 't' });
      port.deliver({ type: 'idle', conversationId: id });
    });
    await waitFor(() => expect(screen.getAllByText('Hi, how can I help?')).toHaveLength(1));
    expect(screen.queryByText('The answer was interrupted.')).toBeNull();
  });

  it('shows an interrupted answer when the worker stops mid-turn, keeps the message, and retries', async () => {
    const id = crypto.randomUUID();
    render(<ConversationPane conversationId={id} />);
    fireEvent.change(messageBox(), { target: { value: 'what is due today?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await store(id, { role: 'user', content: 'what is due today?' });
    act(() => ports[0]!.drop());
    await screen.findByText('The answer was interrupted.');
    await screen.findByText('what is due today?');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(ports).toHaveLength(2);
    expect(ports[1]!.posted).toEqual([{ type: 'retry', conversationId: id }]);
    expect(screen.queryByText('The answer was interrupted.')).toBeNull();
  });

  it('gives the message back to the box when the worker stopped before saving it: nothing lost, no Retry of a turn that never started', async () => {
    const id = crypto.randomUUID();
    render(<ConversationPane conversationId={id} />);
    fireEvent.change(messageBox(), { target: { value: 'buy oat milk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    act(() => ports[0]!.drop());
    await screen.findByText(/Your message was not sent/);
    expect(messageBox()).toHaveProperty('value', 'buy oat milk');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers to retry a conversation that was left without an answer (e.g. after a reload)', async () => {
    const id = crypto.randomUUID();
    await store(id, { role: 'user', content: 'still there?' });
    render(<ConversationPane conversationId={id} />);
    expect(await screen.findByText('The answer was interrupted.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
  });

  it('shows a model error in the thread, with the message kept', async () => {
    const id = crypto.randomUUID();
    render(<ConversationPane conversationId={id} />);
    fireEvent.change(messageBox(), { target: { value: 'hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await store(id, { role: 'user', content: 'hi' });
    act(() => {
      ports[0]!.deliver({ type: 'error', conversationId: id, message: 'The model server failed (HTTP 500). Try again in a moment.' });
      ports[0]!.deliver({ type: 'idle', conversationId: id });
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The model server failed (HTTP 500).');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    await screen.findByText('hi');
  });

  it('shows a pending approval from the database with the task as it is now, and sends the decision', async () => {
    const id = crypto.randomUUID();
    const taskId = await db.todos.add({ title: 'Call the plumber', status: 'pending', priority: 4, tags: [], createdAt: at, updatedAt: at } as never);
    await db.approvals.add({
      id: `ap-${id}`,
      conversationId: id,
      toolCallId: 'c9',
      toolName: 'delete_task',
      input: { task_id: taskId },
      createdAt: at,
      expiresAt: '2099-01-01T00:00:00.000Z',
      status: 'pending',
    });
    render(<ConversationPane conversationId={id} />);
    const card = await screen.findByRole('region', { name: 'Approval required' });
    expect(card.textContent).toContain('Call the plumber');
    // Plain words: the question, the action's own word and Keep; the names still say Approve and Reject.
    expect(card.querySelector('.approval-question')?.textContent).toBe('Delete “Call the plumber”?');
    const buttons = within(card).getAllByRole('button');
    expect(buttons.map((button) => button.firstChild?.textContent)).toEqual(['Delete', 'Keep']);
    expect(within(card).getByRole('button', { name: 'Delete (Approve)' })).toBe(buttons[0]);
    expect(card.textContent).not.toMatch(/Requested by|delete_task|Task #/);
    fireEvent.click(within(card).getByRole('button', { name: /Reject/ }));
    expect(lastPosted()).toEqual({ type: 'approval', approvalId: `ap-${id}`, approved: false });
    // Focus comes back to the message box, not to the page.
    expect(document.activeElement).toBe(messageBox());
    await act(async () => {
      await db.approvals.update(`ap-${id}`, { status: 'denied' });
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Approval required' })).toBeNull());
  });

  it('shows one card per pending approval of a step, each answerable, with Approve all and Reject all', async () => {
    const id = crypto.randomUUID();
    const titles = ['Call the plumber', 'Water the plants'];
    for (const [index, title] of titles.entries()) {
      const taskId = await db.todos.add({ title, status: 'pending', priority: 4, tags: [], createdAt: at, updatedAt: at } as never);
      await db.approvals.add({
        id: `ap-${index}-${id}`,
        conversationId: id,
        toolCallId: `c${index}`,
        toolName: 'delete_task',
        input: { task_id: taskId },
        createdAt: at,
        expiresAt: '2099-01-01T00:00:00.000Z',
        status: 'pending',
        position: index,
      });
    }
    render(<ConversationPane conversationId={id} />);
    await waitFor(() => expect(screen.getAllByRole('region', { name: 'Approval required' })).toHaveLength(2));
    const cards = screen.getAllByRole('region', { name: 'Approval required' });
    expect(cards.map((card) => card.textContent)).toEqual([expect.stringContaining('Call the plumber'), expect.stringContaining('Water the plants')]);

    fireEvent.click(within(cards[1]!).getByRole('button', { name: /Approve/ }));
    expect(lastPosted()).toEqual({ type: 'approval', approvalId: `ap-1-${id}`, approved: true });
    act(() => ports[0]!.deliver({ type: 'idle', conversationId: id }));

    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(lastPosted()).toEqual({ type: 'approvals', approvalIds: [`ap-0-${id}`, `ap-1-${id}`], approved: false });
    act(() => ports[0]!.deliver({ type: 'idle', conversationId: id }));
    await act(async () => {
      await db.approvals.update(`ap-0-${id}`, { status: 'denied' });
    });
    // One left: no "all" buttons for a single card.
    await waitFor(() => expect(screen.getAllByRole('region', { name: 'Approval required' })).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Approve all' })).toBeNull();
  });

  it('keeps the answer in flight when the view is left and reopened mid-turn', async () => {
    const id = crypto.randomUUID();
    const first = render(<ConversationPane conversationId={id} />);
    fireEvent.change(messageBox(), { target: { value: 'plan my week' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await store(id, { role: 'user', content: 'plan my week' });
    const userId = (await db.messages.where('conversationId').equals(id).last())!.id;
    act(() => ports[0]!.deliver({ type: 'user-message-saved', conversationId: id, messageId: userId }));
    first.unmount();
    act(() => ports[0]!.deliver({ type: 'text-delta', conversationId: id, text: 'Monday: ' }));
    render(<ConversationPane conversationId={id} />);
    await screen.findByText('Monday:');
    expect(screen.queryByText('The answer was interrupted.')).toBeNull();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    expect(ports[0]!.disconnected).toBe(false);
  });

  it('Stop (the button or Escape) asks the background to end the reply, and the panel takes a new message once it is idle', async () => {
    const id = crypto.randomUUID();
    render(<ConversationPane conversationId={id} />);
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    fireEvent.change(messageBox(), { target: { value: 'tell me a long story' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    act(() => ports[0]!.deliver({ type: 'text-delta', conversationId: id, text: 'Once upon' }));

    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(ports[0]!.posted).toContainEqual({ type: 'stop' });
    expect(document.activeElement).toBe(messageBox());
    fireEvent.keyDown(messageBox(), { key: 'Escape' });
    expect(ports[0]!.posted.filter((message) => (message as { type: string }).type === 'stop')).toHaveLength(2);

    act(() => ports[0]!.deliver({ type: 'idle', conversationId: id }));
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    fireEvent.change(messageBox(), { target: { value: 'something short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(ports[0]!.posted).toContainEqual({ type: 'send', conversationId: id, text: 'something short' });
  });

  it('the message box grows with its text up to six lines, then scrolls', () => {
    render(<ConversationPane conversationId={crypto.randomUUID()} />);
    const box = messageBox() as HTMLTextAreaElement;
    box.style.lineHeight = '20px';
    let content = 40;
    Object.defineProperty(box, 'scrollHeight', { configurable: true, get: () => content });
    fireEvent.change(box, { target: { value: 'one\ntwo' } });
    expect(box.style.height).toBe('40px');
    content = 80;
    fireEvent.change(box, { target: { value: 'one\ntwo\nthree\nfour' } });
    expect(box.style.height).toBe('80px');
    expect(box.style.overflowY).toBe('hidden');
    content = 400;
    fireEvent.change(box, { target: { value: 'many\n'.repeat(20) } });
    expect(box.style.height).toBe('120px');
    expect(box.style.overflowY).toBe('auto');
  });

  it('says "Retrying (2/3)…" while a failed model call is tried again, then shows the answer', async () => {
    const id = crypto.randomUUID();
    render(<ConversationPane conversationId={id} />);
    fireEvent.change(messageBox(), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    act(() => ports[0]!.deliver({ type: 'retrying', conversationId: id, attempt: 2, max: 3 }));
    expect(await screen.findByText('Retrying (2/3)…')).toBeTruthy();
    expect(screen.queryByText('Thinking…')).toBeNull();
    act(() => ports[0]!.deliver({ type: 'text-delta', conversationId: id, text: 'Hi there' }));
    await screen.findByText('Hi there');
    expect(screen.queryByText(/Retrying/)).toBeNull();
  });
});
