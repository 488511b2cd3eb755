// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConversationPane } from '@/components/chat/ConversationPane';
import { DEFAULT_SETTINGS, saveSettings, type Settings } from '@/lib/settings';
import { fakeChatPorts } from './support/fake-chat-ports';
import { layOutMessageList } from './support/lay-out-message-list';

layOutMessageList();
fakeChatPorts();

afterEach(cleanup);

const REMOTE = { baseURL: 'http://127.0.0.1:11434/v1', apiKey: '', model: 'qwen3' };

/** Opens a chat with these settings; returns the warm-up requests the panel sent the background. */
async function openChat(settings: Partial<Settings>) {
  await saveSettings({ ...DEFAULT_SETTINGS, ...settings });
  const sent = vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockResolvedValue({ ok: true } as never);
  render(<ConversationPane conversationId={crypto.randomUUID()} />);
  const box = screen.getByRole('textbox', { name: 'Message' });
  const warmUps = () => sent.mock.calls.filter(([message]) => (message as { type?: string }).type === 'offline/warm').length;
  return { box, warmUps, sent };
}

describe('the offline assistant is loaded before the first turn needs it', () => {
  it('with the offline assistant answering, the chat opening and the box getting focus each ask the background', async () => {
    for (const settings of [{ provider: 'offline' as const }, { provider: 'auto' as const }]) {
      const { box, warmUps, sent } = await openChat(settings);
      await waitFor(() => expect(warmUps()).toBe(1));
      fireEvent.focus(box);
      await waitFor(() => expect(warmUps()).toBe(2));
      // The first letter of a message (the box may have kept its focus since the last one).
      fireEvent.change(box, { target: { value: 'a' } });
      await waitFor(() => expect(warmUps()).toBe(3));
      fireEvent.change(box, { target: { value: 'ad' } });
      sent.mockRestore();
      cleanup();
    }
  });

  it('with a remote model set up, nothing is asked: opening, focus and typing send no warm-up until the offline assistant is chosen', async () => {
    for (const settings of [
      { provider: 'remote' as const, remote: REMOTE },
      { provider: 'auto' as const, remote: REMOTE },
    ]) {
      const { box, warmUps, sent } = await openChat(settings);
      fireEvent.focus(box);
      fireEvent.change(box, { target: { value: 'add milk' } });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(warmUps()).toBe(0);
      // The same chat, once the person switches to the offline assistant: now it is asked for.
      await saveSettings({ ...DEFAULT_SETTINGS, provider: 'offline' });
      await waitFor(() => expect(warmUps()).toBe(1));
      sent.mockRestore();
      cleanup();
    }
  });
});
