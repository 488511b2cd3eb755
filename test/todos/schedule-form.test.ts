import { describe, expect, it } from 'vitest';
import { recurrenceChange, reminderChange, repeatChoiceOf, repeatOptions } from '@/lib/todos';

// 2030-03-04 is a Monday.
describe("the editor's Repeat choices", () => {
  it.each([
    [undefined, 'none'],
    ['FREQ=DAILY', 'daily'],
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', 'weekdays'],
    ['FREQ=WEEKLY;BYDAY=MO', 'weekly'],
    ['FREQ=WEEKLY', 'weekly'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=MO', 'biweekly'],
    ['FREQ=WEEKLY;INTERVAL=2', 'biweekly'],
    ['FREQ=MONTHLY;BYMONTHDAY=4', 'monthly'],
    ['FREQ=YEARLY', 'yearly'],
    ['FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=4', 'yearly'],
    ['FREQ=WEEKLY;BYDAY=TU', 'custom'],
    ['FREQ=MONTHLY;BYMONTHDAY=1', 'custom'],
    ['FREQ=DAILY;COUNT=5', 'custom'],
  ])('%s on a Monday the 4th reads as %s', (rule, choice) => {
    expect(repeatChoiceOf(rule, '2030-03-04')).toBe(choice);
  });

  it('changes the rule only when the choice means another one', () => {
    expect(recurrenceChange('weekly', '2030-03-04', { recurrence: 'FREQ=WEEKLY' })).toEqual({});
    expect(recurrenceChange('weekly', '2030-03-05', { recurrence: 'FREQ=WEEKLY;BYDAY=MO' })).toEqual({ recurrence: 'FREQ=WEEKLY;BYDAY=TU' });
    expect(recurrenceChange('custom', '2030-03-04', { recurrence: 'FREQ=DAILY;COUNT=5' })).toEqual({});
    expect(recurrenceChange('none', '2030-03-04', {})).toEqual({});
    expect(recurrenceChange('none', '2030-03-04', { recurrence: 'FREQ=DAILY' })).toEqual({ recurrence: null });
    expect(recurrenceChange('monthly', '2030-03-31', {})).toEqual({ recurrence: 'FREQ=MONTHLY;BYMONTHDAY=31' });
  });

  it('offers "Custom (keep)" in words only for a rule the others cannot show', () => {
    expect(repeatOptions('2030-03-04', { recurrence: 'FREQ=DAILY' }, '2030-03-04').map((option) => option.label)).not.toContainEqual(expect.stringMatching(/Custom/));
    const custom = repeatOptions('2030-03-04', { recurrence: 'FREQ=DAILY;COUNT=5', dueAt: '2030-03-04' }, '2030-03-04').at(-1);
    expect(custom).toEqual({ value: 'custom', label: 'Custom (keep): every day, 4 more times' });
  });

  it('a reminder change is null for the default and minutes otherwise, nothing when unchanged', () => {
    expect(reminderChange('', { remindBefore: 30 })).toEqual({ remindBefore: null });
    expect(reminderChange('0', {})).toEqual({ remindBefore: 0 });
    expect(reminderChange('45', { remindBefore: 45 })).toEqual({});
  });
});
