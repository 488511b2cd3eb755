import { describe, expect, it } from 'vitest';
import { runTurn } from '@/lib/agent';
import { inTurn } from '@/lib/agent/in-turn';
import type { AgentEvent } from '@/lib/messaging/protocol';
import { failWrites } from '../db/fail-writes';
import { CONVERSATION, eventsOf, harness, scriptedModel, textStep } from './support';

const messagesOf = (events: AgentEvent[]) => events.flatMap((event) => ('message' in event ? [event.message] : []));

describe('a user message that cannot be saved', () => {
  it('is not reported as saved: the panel gets the text back and a sentence saying why and what to do', async () => {
    const model = scriptedModel([textStep('Added.')]);
    const h = harness([{ engine: 'remote', model }]);
    failWrites(h.db, 'messages');

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'buy milk' }, h.emit);

    expect(eventsOf(h.events, 'user-message-not-saved')).toEqual([
      {
        type: 'user-message-not-saved',
        conversationId: CONVERSATION,
        text: 'buy milk',
        message: "Your message could not be saved: the browser's storage is full. Free some disk space (or delete old conversations), then send it again.",
      },
    ]);
    expect(eventsOf(h.events, 'user-message-saved')).toEqual([]);
    expect(messagesOf(h.events).join(' ')).not.toMatch(/\bare saved|\bis saved/);
    // Nothing else happens on a message that is not stored: no model call, no half-saved conversation.
    expect(model.doStreamCalls).toHaveLength(0);
    expect(await h.db.conversations.count()).toBe(0);
    expect(h.events.at(-1)).toMatchObject({ type: 'turn-end' });
  });

  it('says the database was closed, not "saved", when it was closed under the turn', async () => {
    const model = scriptedModel([textStep('Hi.')]);
    const h = harness([{ engine: 'remote', model }]);
    await h.db.open();
    h.db.close({ disableAutoOpen: true });

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'hello' }, h.emit);

    const [notSaved] = eventsOf(h.events, 'user-message-not-saved');
    expect(notSaved?.text).toBe('hello');
    expect(notSaved?.message).toMatch(/^Your message could not be saved: the database was closed.*send it again\.$/);
    expect(model.doStreamCalls).toHaveLength(0);
  });
});

describe('a later failure of the turn', () => {
  it('never claims that anything was saved', async () => {
    const events: AgentEvent[] = [];
    await inTurn(
      CONVERSATION,
      (event) => events.push(event),
      async () => {
        throw new DOMException('Transaction aborted', 'QuotaExceededError');
      },
    );
    await inTurn(
      CONVERSATION,
      (event) => events.push(event),
      async () => {
        throw new TypeError('x is not a function');
      },
    );
    const [storage, bug] = eventsOf(events, 'error').map((event) => event.message);
    expect(storage).toBe("The extension could not use its storage: the browser's storage is full. Free some disk space (or delete old conversations), then try again.");
    expect(bug).toBe('Something went wrong in the extension: x is not a function. Try again.');
  });
});
