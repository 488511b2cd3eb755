import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryTurn, runTurn } from '@/lib/agent';
import { checkStorage } from '@/lib/db';
import { CONVERSATION, eventsOf, harness, scriptedModel, textStep } from '../agent/support';
import { freshDatabase } from '../support/database';

/** The browser refuses to open any database, as a Firefox private window or a profile with storage disabled does. */
function refuseToOpen(name: string, message = 'The operation is insecure.') {
  return vi.spyOn(indexedDB, 'open').mockImplementation(() => {
    throw new DOMException(message, name);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('checkStorage', () => {
  it('opens the database when the browser allows it', async () => {
    expect(await checkStorage(freshDatabase('check'))).toEqual({ ok: true });
  });

  it('says a Firefox private window cannot store extension data', async () => {
    refuseToOpen('InvalidStateError', 'A mutation operation was attempted on a database that did not allow mutations.');
    const check = await checkStorage(freshDatabase('check'), { privateWindow: true });
    expect(check).toMatchObject({
      ok: false,
      problem: 'private-window',
      message: "Tasks can't be saved here: Firefox private windows can't store extension data. Open the panel in a normal window.",
    });
  });

  it('says storage is disabled for this profile, with the browser words kept as detail', async () => {
    refuseToOpen('SecurityError');
    const check = await checkStorage(freshDatabase('check'));
    expect(check).toMatchObject({ ok: false, problem: 'disabled', message: expect.stringMatching(/^Tasks can't be saved here: storage is disabled for this browser profile\./) });
    expect(check.ok === false && check.detail).toMatch(/SecurityError/);
  });

  it('says the storage is full', async () => {
    refuseToOpen('QuotaExceededError', 'Quota exceeded');
    expect(await checkStorage(freshDatabase('check'))).toMatchObject({ ok: false, problem: 'full', message: expect.stringMatching(/storage is full/) });
  });
});

describe('the background where the database cannot open', () => {
  it('answers a chat message with the reason and gives the text back, instead of an unexpected error', async () => {
    refuseToOpen('SecurityError');
    const model = scriptedModel([textStep('Hi.')]);
    const h = harness([{ engine: 'remote', model }]);

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'add pay rent' }, h.emit);

    expect(eventsOf(h.events, 'user-message-not-saved')).toEqual([
      {
        type: 'user-message-not-saved',
        conversationId: CONVERSATION,
        text: 'add pay rent',
        message: expect.stringMatching(/^Your message could not be saved: storage is disabled for this browser profile\. .*then send it again\.$/),
      },
    ]);
    expect(eventsOf(h.events, 'error')).toEqual([]);
    expect(model.doStreamCalls).toHaveLength(0);
  });

  it('answers a retry with the reason too', async () => {
    refuseToOpen('SecurityError');
    const h = harness([{ engine: 'remote', model: scriptedModel([textStep('Hi.')]) }]);
    await retryTurn(h.deps, { conversationId: CONVERSATION }, h.emit);
    expect(eventsOf(h.events, 'error').map((event) => event.message)).toEqual([
      expect.stringMatching(/^The extension could not use its storage: storage is disabled for this browser profile\. .*then try again\.$/),
    ]);
  });
});
