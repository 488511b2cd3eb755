import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PORT_NAME } from '@/lib/messaging';
import { createChatClient, createChatSession, loadChatSchemas } from '@/lib/chat';
import { fakePort, type FakePort } from '../messaging/fake-port';

const A = '0b5e7c1a-2f4d-4c3b-8a9e-1d2c3b4a5f60';
const B = '1c6f8d2b-3a5e-4d4c-9b0f-2e3d4c5b6a71';

function setup(stored = true) {
  const ports: FakePort[] = [];
  const session = createChatSession(
    (options) =>
      createChatClient({
        ...options,
        connect: () => {
          const port = fakePort(PORT_NAME);
          ports.push(port);
          return port;
        },
      }),
    async () => stored,
  );
  return { session, ports };
}

// The port's schemas load after the panel's first paint; these tests are about the client once they are here.
beforeAll(async () => {
  await loadChatSchemas();
});

describe('the panel chat session', () => {
  it('keeps each conversation’s live state apart and notifies subscribers', () => {
    const { session, ports } = setup();
    const listener = vi.fn();
    session.subscribe(listener);
    session.send(A, 'hello', 0);
    ports[0]!.deliver({ type: 'text-delta', conversationId: A, text: 'Hi' });
    ports[0]!.deliver({ type: 'text-delta', conversationId: B, text: 'Other' });
    expect(session.getState(A)).toMatchObject({ running: true, items: [{ kind: 'text', text: 'Hi' }] });
    expect(session.getState(B).items).toEqual([{ kind: 'text', key: 'live-text-0', text: 'Other' }]);
    expect(session.getState(A)).toBe(session.getState(A));
    expect(listener).toHaveBeenCalled();
  });

  it('marks the running conversation interrupted when the port drops, and restores state when sending fails', () => {
    const { session, ports } = setup();
    session.send(A, 'hello', 0);
    ports[0]!.deliver({ type: 'user-message-saved', conversationId: A, messageId: 1 });
    ports[0]!.drop();
    expect(session.getState(A)).toMatchObject({ running: false, interrupted: true });
    expect(() => session.send(A, '   ', 0)).toThrow();
    expect(session.getState(A)).toMatchObject({ running: false, interrupted: true });
  });

  it('when the port drops before the message is saved, asks the database: a stored message is an interrupted turn, a missing one goes back to the box', async () => {
    const saved = setup(true);
    saved.session.send(A, 'hello', 0);
    saved.ports[0]!.drop();
    await vi.waitFor(() => expect(saved.session.getState(A)).toMatchObject({ running: false, interrupted: true }));
    expect(saved.session.getState(A)).not.toHaveProperty('unsent');

    const lost = setup(false);
    lost.session.send(A, 'hello', 0);
    lost.ports[0]!.drop();
    await vi.waitFor(() => expect(lost.session.getState(A)).toMatchObject({ running: false, interrupted: false, unsent: 'hello' }));
  });
});
