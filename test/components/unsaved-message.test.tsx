// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConversationPane } from '@/components/chat/ConversationPane';
import { fakeChatPorts } from './support/fake-chat-ports';

const ports = fakeChatPorts();

const messageBox = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
const NOT_SAVED = "Your message could not be saved: the browser's storage is full. Free some disk space (or delete old conversations), then send it again.";

function send(text: string) {
  fireEvent.change(messageBox(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

function failToSave(conversationId: string, text: string) {
  act(() => {
    const port = ports.at(-1)!;
    port.deliver({ type: 'turn-start', conversationId, turnId: 't' });
    port.deliver({ type: 'user-message-not-saved', conversationId, text, message: NOT_SAVED });
    port.deliver({ type: 'turn-end', conversationId, turnId: 't' });
    port.deliver({ type: 'idle', conversationId });
  });
}

describe('a message the background could not save', () => {
  it('goes back into the message box, with the reason and no Retry of a message that is not there', async () => {
    const id = crypto.randomUUID();
    render(<ConversationPane conversationId={id} />);
    send('call the plumber about the sink');
    expect(messageBox().value).toBe('');

    failToSave(id, 'call the plumber about the sink');

    expect(messageBox().value).toBe('call the plumber about the sink');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(NOT_SAVED);
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText('The answer was interrupted.')).toBeNull();

    // Sent again, and it fails again: it comes back again.
    send(messageBox().value);
    expect(messageBox().value).toBe('');
    failToSave(id, 'call the plumber about the sink');
    expect(messageBox().value).toBe('call the plumber about the sink');
  });

  it('keeps what was typed since, after the text that came back', () => {
    const id = crypto.randomUUID();
    render(<ConversationPane conversationId={id} />);
    send('first message');
    fireEvent.change(messageBox(), { target: { value: 'second thought' } });

    failToSave(id, 'first message');

    expect(messageBox().value).toBe('first message\nsecond thought');
  });
});
