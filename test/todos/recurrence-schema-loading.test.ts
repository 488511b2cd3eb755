import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as recurrence from '../../lib/todos/recurrence';
import { publishRecurrence, RECURRENCE_SCRIPT } from '../../lib/todos/recurrence-script';
import { createTodoInputSchema, RECURRENCE_NOT_LOADED, recurrenceSchema } from '../../lib/todos/schemas';

// The rules of repeating tasks are a script the background loads on a wake's first task tool call
// (lib/todos/recurrence-script.ts). Here, a worker that has not loaded them yet; Chrome's worker
// loads them with importScripts().
const scope = globalThis as Record<string, unknown>;

describe('the repeating rule check before the rules are loaded', () => {
  let published: unknown;
  beforeEach(() => {
    published = scope[RECURRENCE_SCRIPT.key];
    delete scope[RECURRENCE_SCRIPT.key];
  });
  afterEach(() => {
    delete scope.importScripts;
    scope[RECURRENCE_SCRIPT.key] = published;
  });

  it('a synchronous check says in one sentence that it cannot read the rule yet, and loads nothing', () => {
    const importScripts = vi.fn(() => publishRecurrence(recurrence));
    scope.importScripts = importScripts;
    for (const rule of ['FREQ=MONTHLY;BYMONTHDAY=1', 'freq=daily;interval=2', 'not a rule']) {
      const result = recurrenceSchema.safeParse(rule);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([RECURRENCE_NOT_LOADED]);
    }
    // The same inside a task's fields, on the field itself.
    const task = createTodoInputSchema.safeParse({ title: 'Back up the laptop', recurrence: 'FREQ=WEEKLY;BYDAY=FR' });
    expect(task.error?.issues).toEqual([expect.objectContaining({ path: ['recurrence'], message: RECURRENCE_NOT_LOADED })]);
    expect(importScripts).not.toHaveBeenCalled();
    expect(RECURRENCE_NOT_LOADED.match(/[.!?](\s|$)/g)).toHaveLength(1);
  });

  it('an asynchronous check waits for the rules and reads the rule in its normal form', async () => {
    const importScripts = vi.fn(() => publishRecurrence(recurrence));
    scope.importScripts = importScripts;
    await expect(recurrenceSchema.parseAsync('  freq=weekly;byday=sa  ')).resolves.toBe('FREQ=WEEKLY;BYDAY=SA');
    expect(importScripts).toHaveBeenCalledWith('/recurrence.js');
    // Loaded now: a synchronous check reads rules at once, and still refuses what is not one.
    expect(recurrenceSchema.parse('FREQ=DAILY;COUNT=3')).toBe('FREQ=DAILY;COUNT=3');
    expect(recurrenceSchema.safeParse('every other tuesday').error?.issues[0]?.message).toMatch(/^The recurrence must be an RRULE without DTSTART/);
  });

  it('an asynchronous check of a task waits for the rules too', async () => {
    scope.importScripts = vi.fn(() => publishRecurrence(recurrence));
    const task = await createTodoInputSchema.safeParseAsync({ title: 'Water the ferns', recurrence: 'FREQ=WEEKLY;BYDAY=SU' });
    expect(task.success).toBe(true);
    expect(task.data?.recurrence).toBe('FREQ=WEEKLY;BYDAY=SU');
  });
});
