// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatView } from '@/components/chat/ChatView';
import { ConversationPane } from '@/components/chat/ConversationPane';
import { db, type StoredMessage } from '@/lib/db';
import { fakeChatPorts } from './support/fake-chat-ports';
import { layOutMessageList } from './support/lay-out-message-list';

layOutMessageList();

const ports = fakeChatPorts();

const at = '2026-03-10T09:30:00.000Z';
/** Stores messages "m1".."mN" (user and assistant in turn), all at the same time. */
async function seed(conversationId: string, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    conversationId,
    role: i % 2 ? 'assistant' : 'user',
    content: i % 2 ? [{ type: 'text', text: `m${i + 1}` }] : `m${i + 1}`,
    createdAt: at,
  }));
  await db.messages.bulkAdd(rows as StoredMessage[]);
}
const log = () => screen.getByRole('log', { name: 'Messages' });
const shown = (text: string) => screen.queryByText(text, { exact: true }) !== null;
const before = (a: string, b: string) =>
  Boolean(screen.getByText(a, { exact: true }).compareDocumentPosition(screen.getByText(b, { exact: true })) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('a long conversation in the chat', () => {
  it('opens on the newest 50 messages and prepends the page before when the user scrolls near the top, keeping their place', async () => {
    const id = crypto.randomUUID();
    await seed(id, 100);
    render(<ConversationPane conversationId={id} />);
    await screen.findByText('m100');
    expect(shown('m51')).toBe(true);
    expect(shown('m50')).toBe(false);
    expect(log().getAttribute('aria-busy')).toBeNull();

    // Near the top: the page before is added above, and the view moves down by as much, so m51 stays where it was.
    fireEvent.scroll(log(), { target: { scrollTop: 0 } });
    await waitFor(() => expect(log().scrollTop).toBeGreaterThan(1000));
    expect(shown('m51')).toBe(true);

    // At the very top now: the first message, above the rest.
    fireEvent.scroll(log(), { target: { scrollTop: 0 } });
    await screen.findByText('m1');
    expect(before('m1', 'm2')).toBe(true);
    expect(log().getAttribute('aria-busy')).toBeNull();
  });

  it('does not load earlier pages while the user reads further down', async () => {
    const id = crypto.randomUUID();
    await seed(id, 120);
    render(<ConversationPane conversationId={id} />);
    await screen.findByText('m120');
    fireEvent.scroll(log(), { target: { scrollTop: 5000 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shown('m70')).toBe(false);
  });

  it('shows the answer stored after the user message once, in place of what was streamed', async () => {
    const id = crypto.randomUUID();
    await seed(id, 80);
    render(<ConversationPane conversationId={id} />);
    await screen.findByText('m80');
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const userId = await db.messages.add({ conversationId: id, role: 'user', content: 'hello', createdAt: at } as StoredMessage);
    act(() => {
      ports[0]!.deliver({ type: 'user-message-saved', conversationId: id, messageId: userId });
      ports[0]!.deliver({ type: 'text-delta', conversationId: id, text: 'Hi there.' });
    });
    await screen.findByText('Hi there.');
    await act(async () => {
      await db.messages.add({ conversationId: id, role: 'assistant', content: [{ type: 'text', text: 'Hi there.' }], createdAt: at } as StoredMessage);
      ports[0]!.deliver({ type: 'idle', conversationId: id });
    });
    await waitFor(() => expect(screen.getAllByText('Hi there.')).toHaveLength(1));
    expect(screen.queryByText('The answer was interrupted.')).toBeNull();
  });

  it('offers to retry a long conversation that ends without an answer', async () => {
    const id = crypto.randomUUID();
    await seed(id, 75);
    render(<ConversationPane conversationId={id} />);
    expect(await screen.findByText('The answer was interrupted.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
  });
});

describe('the conversation picker', () => {
  it('lists the 50 most recently active conversations by title, and the one on screen when it is older', async () => {
    const stamp = (minute: number) => new Date(Date.UTC(2026, 2, 1, 0, minute)).toISOString();
    await db.conversations.bulkAdd(
      Array.from({ length: 60 }, (_, i) => ({
        id: `c0000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        title: `Conversation ${i}`,
        createdAt: stamp(i),
        updatedAt: stamp(i),
      })),
    );
    render(<ChatView />);
    const picker = (await screen.findByRole('combobox', { name: 'Conversations' })) as HTMLSelectElement;
    await waitFor(() => expect(picker.options).toHaveLength(50));
    expect(picker.value).toBe('c0000000-0000-4000-8000-000000000059');
    expect(picker.options[0]!.text).toBe('Conversation 59');
    expect(picker.options[49]!.text).toBe('Conversation 10');

    // The user reopens the oldest one listed; then another conversation becomes active and pushes it out of the newest 50.
    const oldest = 'c0000000-0000-4000-8000-000000000010';
    fireEvent.change(picker, { target: { value: oldest } });
    await act(async () => {
      await db.conversations.update('c0000000-0000-4000-8000-000000000000', { updatedAt: stamp(100) });
    });
    await waitFor(() => expect(picker.options[0]!.text).toBe('Conversation 0'));
    expect(picker.options).toHaveLength(51);
    expect(picker.options[50]!.text).toBe('Conversation 10');
    expect(picker.value).toBe(oldest);
    expect((screen.getByRole('button', { name: 'New conversation' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
