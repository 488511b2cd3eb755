import { describe, expect, it } from 'vitest';
import { DATA_ACTIONS, HAPPENINGS } from '@/lib/audit';
import { allTools, describeAudit, LOOKUP_TOOL_NAMES, modelTools, riskLevels, summarizeAudit, toolLabel } from '@/lib/tools';
import type { AuditEntry } from '@/lib/db';
import { auditEntry } from '../support/audit-entry';

/*
 * A tool is one definition: this walks the registry and checks that every
 * layer finds what it asks of each tool there. Adding a tool is one file plus
 * one registry line; what is missing fails here (or, for the label, in tsc).
 */
describe('every tool in the registry has what each layer asks of it', () => {
  it.each(allTools.map((tool) => [tool.name, tool] as const))('%s: a label, a description, a schema and a risk', (name, tool) => {
    expect(tool.label.trim()).not.toBe('');
    expect(toolLabel(name)).toBe(tool.label);
    expect(tool.description.trim()).not.toBe('');
    expect(riskLevels(tool.risk).length).toBeGreaterThan(0);
    expect(typeof tool.inputSchema.safeParse).toBe('function');
  });

  it('labels are distinct, data actions included (Activity tells them apart)', () => {
    const labels = [...allTools.map((tool) => tool.label), ...Object.values(DATA_ACTIONS)];
    expect(new Set(labels).size).toBe(labels.length);
  });

  it.each(allTools.filter((tool) => riskLevels(tool.risk).includes('high')).map((tool) => [tool.name, tool] as const))(
    '%s can need approval, so it words its approval card',
    (_name, tool) => {
      expect(tool.approval?.task ?? tool.approval?.card).toBeDefined();
    },
  );

  // change_tasks is in no kind today (its entries show under "Anything"): found by this walk, left as it is (no behaviour change here).
  const UNGROUPED: readonly string[] = ['change_tasks'];

  it('every tool and data action is in one of Activity’s kinds of happening', () => {
    const grouped = HAPPENINGS.flatMap((happening) => [...happening.toolNames] as string[]);
    for (const name of [...allTools.map((tool) => tool.name), ...Object.keys(DATA_ACTIONS)]) {
      if (!UNGROUPED.includes(name)) expect(grouped).toContain(name);
    }
  });

  it('the lookups are the tools that say they only read, and Activity’s “Lookups” lists exactly them', () => {
    const lookups = HAPPENINGS.find((happening) => happening.id === 'lookups')?.toolNames ?? [];
    expect([...LOOKUP_TOOL_NAMES].sort()).toEqual([...lookups].sort());
    for (const tool of allTools) expect(riskLevels(tool.risk).includes('low') || !tool.lookup).toBe(true);
  });

  it.each(allTools.map((tool) => [tool.name] as const))('%s: Activity says a sentence and a record line for each status', (name) => {
    for (const status of ['ok', 'error', 'denied', 'expired'] as const) {
      const entry: AuditEntry = auditEntry({ toolName: name, status, input: { task_id: 3, title: 'Buy milk' }, ...(status === 'error' ? { error: 'it failed' } : {}) });
      expect(describeAudit(entry).trim()).not.toBe('');
      expect(summarizeAudit(entry).trim()).not.toBe('');
    }
  });

  it('the model is offered tools from the registry only', () => {
    for (const tool of modelTools) expect(allTools).toContain(tool);
  });
});
