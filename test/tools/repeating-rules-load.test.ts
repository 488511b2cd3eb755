import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as recurrence from '@/lib/todos/recurrence';
import { createTodoInputSchema } from '@/lib/todos';
import { RECURRENCE_SCRIPT } from '@/lib/todos/recurrence-script';
import { executeTool, ToolExecutionError } from '@/lib/tools';
import { publishScript } from '@/lib/util/published-script';
import { toolContext } from './support';

// Chrome's worker loads the rules of repeating tasks (rrule) with importScripts() on its first
// tool call in a wake, not at every wake (lib/todos/recurrence-script.ts). Here a wake that has
// not loaded them yet: the script is taken off the global, and importScripts() publishes it again.
const scope = globalThis as Record<string, unknown>;
const later = () => new Date('2026-03-17T09:00:00.000Z');

async function wokenWorkerWithARepeatingTask() {
  const ctx = toolContext('manual');
  // Every other Thursday, 7:30 in New York; "now" is Tuesday 10 March.
  await executeTool(ctx, 'add_task', {
    title: 'Put the bins out',
    dueAt: '2026-03-12T07:30:00-04:00',
    recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TH',
    timeZone: 'America/New_York',
  });
  delete scope[RECURRENCE_SCRIPT.key];
  return { ...ctx, now: later };
}

describe('the rules of repeating tasks in a woken Chrome worker', () => {
  beforeEach(() => {
    delete scope[RECURRENCE_SCRIPT.key];
  });
  afterEach(() => {
    delete scope.importScripts;
    publishScript(RECURRENCE_SCRIPT, recurrence);
  });

  it('are imported on the first tool call, once, and completing a repeating task still creates its next occurrence', async () => {
    publishScript(RECURRENCE_SCRIPT, recurrence);
    const ctx = await wokenWorkerWithARepeatingTask();
    const importScripts = vi.fn(() => publishScript(RECURRENCE_SCRIPT, recurrence));
    scope.importScripts = importScripts;

    await expect(executeTool(ctx, 'complete_task', { task_id: 1 })).resolves.toMatchObject({
      next: { id: 2, dueAt: '2026-03-26T07:30:00-04:00', repeats: 'every other Thursday at 7:30 AM' },
    });
    await executeTool(ctx, 'list_tasks', {});
    expect(importScripts).toHaveBeenCalledTimes(1);
    expect(importScripts).toHaveBeenCalledWith('/recurrence.js');
  });

  it('are not loaded by a wake that only shows a reminder', async () => {
    publishScript(RECURRENCE_SCRIPT, recurrence);
    const ctx = await wokenWorkerWithARepeatingTask();
    const importScripts = vi.fn(() => publishScript(RECURRENCE_SCRIPT, recurrence));
    scope.importScripts = importScripts;
    await executeTool({ ...ctx, engine: 'reminder' }, 'show_reminder', { task_id: 1, moment: '2026-03-12T11:30:00.000Z' });
    expect(await ctx.db.todos.get(1)).toMatchObject({ reminderState: expect.anything() as unknown });
    expect(importScripts).not.toHaveBeenCalled();
  });

  it("let a model's new rule be checked and written in its normal form before they are loaded", async () => {
    const importScripts = vi.fn(() => publishScript(RECURRENCE_SCRIPT, recurrence));
    scope.importScripts = importScripts;
    // The AI SDK checks a model's call with an async parse, before the tool runs.
    const parsed = await createTodoInputSchema.safeParseAsync({ title: 'Stand-up', recurrence: ' RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR ' });
    expect(parsed).toMatchObject({ success: true, data: { recurrence: 'FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR' } });
    const refused = await createTodoInputSchema.safeParseAsync({ title: 'Stand-up', recurrence: 'weekdays please' });
    expect(refused.success).toBe(false);
    expect(importScripts).toHaveBeenCalledTimes(1);
  });

  it('say in one sentence that they could not load when the browser refuses the script, change nothing, and load next time', async () => {
    publishScript(RECURRENCE_SCRIPT, recurrence);
    const ctx = await wokenWorkerWithARepeatingTask();
    scope.importScripts = vi.fn(() => {
      throw new Error("Failed to execute 'importScripts': the script failed to load.");
    });

    const failure = await executeTool(ctx, 'complete_task', { task_id: 1 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ToolExecutionError);
    expect((failure as Error).message).toMatch(/^The rules of repeating tasks could not load \(.*failed to load\.\)\. Nothing was changed; reload the extension and try again\.$/);
    expect(await ctx.db.todos.toArray()).toMatchObject([{ id: 1, status: 'pending' }]);
    expect(await ctx.db.audit.orderBy('id').last()).toMatchObject({ toolName: 'complete_task', status: 'error' });

    scope.importScripts = vi.fn(() => publishScript(RECURRENCE_SCRIPT, recurrence));
    await expect(executeTool(ctx, 'complete_task', { task_id: 1 })).resolves.toMatchObject({ next: { id: 2 } });
  });
});
