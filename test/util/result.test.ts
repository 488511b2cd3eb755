import { describe, expect, it } from 'vitest';
import { errorMessage, fail, isRecord, ok } from '../../lib/util';

describe('util', () => {
  it('reads the message of anything thrown', () => {
    expect(errorMessage(new TypeError('bad input'))).toBe('bad input');
    expect(errorMessage('plain text')).toBe('plain text');
    expect(errorMessage(42)).toBe('42');
  });

  it('tells records from other values', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('text')).toBe(false);
    expect(isRecord(['a'])).toBe(false);
  });

  it('builds results that narrow on ok', () => {
    const good = ok(3);
    const bad = fail<number>('Could not reach the server.');
    expect(good.ok && good.value).toBe(3);
    expect(!bad.ok && bad.error).toBe('Could not reach the server.');
  });
});
