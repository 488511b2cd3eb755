import { describe, expect, it, vi } from 'vitest';

// The parser's recurrence is another change's work; here it is given, to check the chip that shows it.
vi.mock('@/lib/intent', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/intent')>();
  return {
    ...actual,
    parseQuickAdd: () => ({ title: 'Water the plants', dueAt: '2026-03-16T08:00:00+01:00', recurrence: 'FREQ=WEEKLY;BYDAY=MO' }),
  };
});

describe('quick-add chips', () => {
  it('show a recurrence in words beside the date', async () => {
    const { previewQuickAdd } = await import('@/lib/quick-add');
    const { chips } = previewQuickAdd('water the plants every monday 8am', { timeZone: 'Europe/Paris', now: new Date('2026-03-10T09:00:00Z') });
    expect(chips).toContainEqual({ kind: 'repeat', label: 'Repeats every Monday at 8:00 AM' });
  });
});
