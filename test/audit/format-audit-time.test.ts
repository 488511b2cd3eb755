import { expect, it } from 'vitest';
import { formatAuditTime } from '@/lib/audit';

it("shows today's entries by time and older ones with the date", () => {
  const now = new Date(2026, 2, 10, 18, 0);
  expect(formatAuditTime(new Date(2026, 2, 10, 9, 30).toISOString(), now, 'en-GB')).toBe('9:30');
  expect(formatAuditTime(new Date(2026, 2, 10, 9, 30).toISOString(), now, 'en-US')).toBe('9:30 AM');
  expect(formatAuditTime(new Date(2026, 2, 9, 9, 30).toISOString(), now, 'en-GB')).toBe('Yesterday 9:30');
  expect(formatAuditTime(new Date(2026, 2, 5, 9, 30).toISOString(), now, 'en-GB')).toBe('5 Mar 9:30');
  expect(formatAuditTime(new Date(2025, 11, 31, 9, 30).toISOString(), now, 'en-GB')).toBe('31 Dec 2025 9:30');
  expect(formatAuditTime('not a date', now)).toBe('an unknown time');
});
