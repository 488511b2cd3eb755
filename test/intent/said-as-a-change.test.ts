import { describe, expect, it } from 'vitest';
import { parseIntent } from '@/lib/intent';

const options = { now: new Date('2027-05-06T06:40:00Z'), timeZone: 'Europe/London' };

describe('a change said as what a task should be', () => {
  it('is never added as a task named "X should be …"', () => {
    for (const text of ['GP call should be 8am sharp when the lines open', 'the vet visit should be on friday, they rang']) {
      expect(parseIntent(text, options)).not.toMatchObject({ kind: 'create' });
    }
  });
  it('still adds it when asked to add it as written', () => {
    expect(parseIntent('add decide what the party theme should be', options)).toMatchObject({ kind: 'create' });
  });
});
