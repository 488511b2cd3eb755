import { describe, expect, it } from 'vitest';
import { jsonByteLength } from '@/lib/audit';
import { executeTool, summarizeAudit } from '@/lib/tools';
import { buildThread } from '@/lib/chat';

import { oldGetAuditEntry, oldListAuditEntry, oldListMessages } from '../fixtures/old-shape-entries';
import { toolContext } from '../tools/support';

describe('entries stored in the old shape (whole task lists) still display', () => {
  it('in Activity', () => {
    expect(jsonByteLength(oldListAuditEntry)).toBeGreaterThan(100_000);
    expect(summarizeAudit(oldListAuditEntry)).toBe('Listed 50 tasks, the newest; more not shown');
    expect(summarizeAudit(oldGetAuditEntry)).toBe('Viewed task #6667: Old task 6667');
  });

  it('in the chat, as a tool card', () => {
    const [card] = buildThread(oldListMessages);
    expect(card).toMatchObject({ kind: 'tool', toolName: 'list_tasks', state: 'ok', summary: 'Found 50+ tasks' });
  });
});

describe('entries stored in the new shape display the same way', () => {
  it('a list: Activity and the chat card read the compact result', async () => {
    const ctx = toolContext();
    for (let i = 0; i < 3; i += 1) await executeTool(ctx, 'add_task', { title: `t${i}`, description: 'long '.repeat(300) });
    await executeTool(ctx, 'list_tasks', { limit: 2 }, { toolCallId: 'call-1' });
    await executeTool(ctx, 'get_task', { task_id: 1 }, { toolCallId: 'call-2' });
    const [list, get] = (await ctx.db.audit.toArray()).slice(3);
    expect(list!.output).toEqual({ count: 2, ids: [3, 2], truncated: true });
    expect(summarizeAudit(list!)).toBe('Listed 2 tasks, the newest; more not shown');
    expect(get!.output).toEqual({ task: { id: 1, title: 't0' } });
    expect(summarizeAudit(get!)).toBe('Viewed task #1: t0');
  });
});
