import { describe, expect, it } from 'vitest';
import { parseIntent } from '@/lib/intent';

// Wednesday 2027-06-09, 21:15 in Bengaluru. Phrasings written for issue 20's thirteenth round, part N (edits,
// bulk changes and completions said in Indian English office texting), not taken from a batch.
const bengaluru = { now: new Date('2027-06-09T15:45:00Z'), timeZone: 'Asia/Kolkata' };
const parse = (text: string) => parseIntent(text, bengaluru);

describe('"itself" after a day, as emphasis', () => {
  it('is no part of the task or its day', () => {
    expect(parse('add call the CA about GST tomorrow itself')).toMatchObject({ kind: 'create', title: 'Call the CA about GST', dueAt: '2027-06-10' });
  });
});

describe('a task said paid or submitted, then when', () => {
  it('completes the task instead of adding one named "… paid"', () => {
    expect(parse('school van fees paid today itself')).toEqual({ kind: 'complete', target: { query: 'pay school van fees' } });
    expect(parse('gst return filed yesterday')).toEqual({ kind: 'complete', target: { query: 'file gst return' } });
  });
});
