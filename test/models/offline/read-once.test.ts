import { describe, expect, it, vi } from 'vitest';
import * as intent from '@/lib/intent';
import { offlineBrain } from '@/lib/models/offline/brain';
import { readRequest } from '@/lib/models/offline/read-once';

/*
 * The steps of one offline turn (the call, then the reply) read the person's request once (read-once.ts): the same
 * reading at each step, however the clock moved between them, and no second parse in a cold worker's first turn.
 */
const timeZone = 'Europe/Berlin';
const at = (iso: string) => ({ now: new Date(iso), timeZone });

describe('a request is read once for the steps of its turn', () => {
  it("a step a moment later acts on the first step's reading, not a new one", () => {
    const first = readRequest('remind me in 5 minutes to stretch', at('2027-05-04T08:59:59.500Z'));
    const later = readRequest('remind me in 5 minutes to stretch', at('2027-05-04T09:00:00.700Z'));
    // Read anew, the later step would say 11:05: the minute turned between the two.
    expect(first).toMatchObject({ kind: 'create', dueAt: expect.stringContaining('T11:04') });
    expect(later).toEqual(first);
  });

  it('parses once for both steps, and again for other words, another zone or a later turn', () => {
    const parse = vi.spyOn(intent, 'parseIntent');
    try {
      readRequest('add buy stamps friday', at('2027-05-04T09:00:00Z'));
      readRequest('add buy stamps friday', at('2027-05-04T09:00:00.300Z'));
      expect(parse).toHaveBeenCalledTimes(1);
      readRequest('add buy envelopes friday', at('2027-05-04T09:00:00.400Z'));
      readRequest('add buy envelopes friday', { now: new Date('2027-05-04T09:00:00.500Z'), timeZone: 'Asia/Tokyo' });
      readRequest('add buy envelopes friday', { now: new Date('2027-05-04T09:00:09Z'), timeZone: 'Asia/Tokyo' });
      expect(parse).toHaveBeenCalledTimes(4);
    } finally {
      parse.mockRestore();
    }
  });

  it("what a step does with its reading does not change the next step's", () => {
    const first = readRequest('add call the bank tomorrow', at('2027-05-04T10:00:00Z'));
    if (first.kind === 'create') first.title = 'changed by a step';
    const next = readRequest('add call the bank tomorrow', at('2027-05-04T10:00:00.100Z'));
    expect(next).toMatchObject({ kind: 'create', title: expect.stringMatching(/call the bank/i) });
  });
});

describe("a step reads each text's dates once", () => {
  it('the request and the check that it asks to add share one reading of its dates', async () => {
    // Each reading of dates runs chrono's ~30 patterns; a second one in the same step is where the engine compiles
    // them, and in a woken worker's first turn that was about 200 of its 500 CPU ms (scripts/first-read.ts).
    const chrono = await import('chrono-node');
    const parse = vi.spyOn(chrono.Chrono.prototype, 'parse');
    try {
      const user = { role: 'user' as const, content: [{ type: 'text' as const, text: 'add call mum tomorrow at 5' }] };
      offlineBrain.plan([user], at('2027-05-04T09:00:00Z'));
      const texts = parse.mock.calls.map(([text]) => text);
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
    } finally {
      parse.mockRestore();
    }
  });
});
