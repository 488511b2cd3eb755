import Dexie from 'dexie';
import type { JSONValue, ModelMessage, ToolContent, ToolResultPart } from 'ai';
import type { Approval, Engine, TodoDatabase } from '../db';
import { writeAudit } from '../audit';
import { appendMessages, expiredReason } from '../conversations';
import { findTool, riskOfCall } from '../tools';

export const REJECTED_REASON = 'The user rejected this action.';
export const MOVED_ON_REASON = 'The user did not approve this action and wrote a new message instead.';
export { expiredReason };

/**
 * The pending approvals of a conversation, in the order the model asked for
 * them. They all come from one step: no new turn starts while any is pending.
 * Read through the status index: every turn asks, and the pending ones are a
 * few in all, where a long conversation's answered approvals are hundreds.
 */
export async function findPendingApprovals(db: TodoDatabase, conversationId: string): Promise<Approval[]> {
  const pending = (await db.approvals.where('status').equals('pending').toArray()).filter((approval) => approval.conversationId === conversationId);
  return pending.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || (a.position ?? 0) - (b.position ?? 0));
}

export const isExpired = (approval: Approval, now: Date) => approval.expiresAt <= now.toISOString();

/** The approvals requested in these response messages, ready to store. */
export function approvalsRequested(messages: readonly ModelMessage[], meta: { conversationId: string; engine: Engine; now: Date; timeoutMinutes: number }): Approval[] {
  const calls = new Map<string, { toolName: string; input: unknown }>();
  const approvals: Approval[] = [];
  for (const message of messages) {
    if (message.role !== 'assistant' || typeof message.content === 'string') continue;
    for (const part of message.content) {
      if (part.type === 'tool-call') calls.set(part.toolCallId, { toolName: part.toolName, input: part.input });
      if (part.type === 'tool-approval-request') {
        const call = calls.get(part.toolCallId);
        approvals.push({
          id: part.approvalId,
          conversationId: meta.conversationId,
          toolCallId: part.toolCallId,
          toolName: call?.toolName ?? 'unknown',
          input: call?.input,
          createdAt: meta.now.toISOString(),
          expiresAt: new Date(meta.now.getTime() + meta.timeoutMinutes * 60_000).toISOString(),
          status: 'pending',
          engine: meta.engine,
          position: approvals.length,
        });
      }
    }
  }
  return approvals;
}

/**
 * Fixes what each approval will run, where the model's input leaves it open:
 * a forget_memory by words is resolved now to the memory the card shows, and a
 * change_tasks by a filter to the tasks its card lists, so approving later
 * cannot touch a memory or task that matches only by then.
 */
export async function withRunInputs(db: TodoDatabase, approvals: Approval[], now: Date = new Date()): Promise<Approval[]> {
  return Promise.all(approvals.map((approval) => withRunInput(db, approval, now)));
}

async function withRunInput(db: TodoDatabase, approval: Approval, now: Date): Promise<Approval> {
  const runInput = await findTool(approval.toolName)?.approval?.runInput?.(db, approval.input, now);
  return runInput === undefined ? approval : { ...approval, runInput };
}

/**
 * Closes a pending approval without running the tool (rejected, expired, or
 * passed over by a new message): in one transaction it records the decision,
 * audits it, and appends the approval response and the denied result, so the
 * model knows and the conversation stays well formed. False when it was no
 * longer pending.
 */
export async function closeApproval(db: TodoDatabase, approvalId: string, decision: 'denied' | 'expired', reason: string, now: Date): Promise<Approval | undefined> {
  return db.transaction('rw', [db.approvals, db.audit, db.messages, db.conversations], async () => {
    const approval = await db.approvals.get(approvalId);
    if (!approval || approval.status !== 'pending') return undefined;
    const decidedAt = now.toISOString();
    const engine = approval.engine ?? 'manual';
    await db.approvals.update(approvalId, { status: decision, decidedAt });
    await writeAudit(db, {
      at: decidedAt,
      conversationId: approval.conversationId,
      toolName: approval.toolName,
      toolCallId: approval.toolCallId,
      input: approval.input,
      risk: riskOfCall(approval.toolName, approval.input),
      approval: { required: true, decision, decidedAt },
      status: decision,
      error: reason,
      engine,
    });
    await appendMessages(
      db,
      approval.conversationId,
      [
        { role: 'tool', content: [{ type: 'tool-approval-response', approvalId, approved: false, reason }] },
        {
          role: 'tool',
          content: [{ type: 'tool-result', toolCallId: approval.toolCallId, toolName: approval.toolName, output: { type: 'execution-denied', reason } }],
        },
      ],
      { now: () => now, engine },
    );
    return { ...approval, status: decision, decidedAt };
  });
}

/** Records an approval and appends the response the model loop resumes from. False when it was no longer pending. */
export async function recordApproved(db: TodoDatabase, approvalId: string, now: Date): Promise<Approval | undefined> {
  return db.transaction('rw', [db.approvals, db.messages, db.conversations], async () => {
    const approval = await db.approvals.get(approvalId);
    if (!approval || approval.status !== 'pending') return undefined;
    const decidedAt = now.toISOString();
    await db.approvals.update(approvalId, { status: 'approved', decidedAt });
    await appendMessages(db, approval.conversationId, [{ role: 'tool', content: [{ type: 'tool-approval-response', approvalId, approved: true }] }], {
      now: () => now,
      ...(approval.engine ? { engine: approval.engine } : {}),
    });
    return { ...approval, status: 'approved', decidedAt };
  });
}

/** The call a high-risk tool is about to run: the approval that lets it must be for exactly this. */
export interface CallToRun {
  conversationId: string;
  toolCallId: string;
  toolName: string;
  input: unknown;
}

const sameInput = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The approval a high-risk call runs under, or undefined when it has none.
 * Only an approval row created in this browser can say yes: one for this call
 * id, in this conversation, for this tool and input, approved by the person.
 * Approval parts in the messages authorize nothing (a file can carry any),
 * and an approval row that came from a file arrives expired (lib/data).
 */
export async function approvalOfCall(db: TodoDatabase, call: CallToRun) {
  const rows = await db.approvals.where('toolCallId').equals(call.toolCallId).toArray();
  const approval = rows.find(
    (row) => row.status === 'approved' && row.conversationId === call.conversationId && row.toolName === call.toolName && sameInput(row.input, call.input),
  );
  if (!approval) return undefined;
  return {
    approval: { required: true, decision: 'approved' as const, ...(approval.decidedAt ? { decidedAt: approval.decidedAt } : {}) },
    ...(approval.runInput !== undefined ? { runInput: approval.runInput } : {}),
  };
}

export const NOT_RUN_REASON = 'Not done: the extension stopped before this approved action ran. Ask again if you still want it.';

/** What becomes of an approved call that has no result: left for the model loop to run, or closed as not done. */
export type IfNotRun = 'resume' | { cancel: string; status: 'error' | 'expired' };

const newestFirst = (db: TodoDatabase, conversationId: string) =>
  db.messages.where('[conversationId+id]').between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey]).reverse();

/**
 * The approved calls of the last step that have no result yet: the messages
 * after the step's assistant message (tool results, approval responses and
 * what the user typed meanwhile) say which.
 */
async function approvedWithoutResult(db: TodoDatabase, conversationId: string): Promise<Approval[]> {
  const trailing = await newestFirst(db, conversationId)
    .until((message) => message.role === 'assistant')
    .limit(200)
    .toArray();
  const results = new Set<string>();
  const approved: string[] = [];
  for (const message of trailing) {
    if (message.role !== 'tool' || !Array.isArray(message.content)) continue;
    for (const part of message.content as ToolContent) {
      if (part.type === 'tool-result') results.add(part.toolCallId);
      if (part.type === 'tool-approval-response' && part.approved) approved.push(part.approvalId);
    }
  }
  const approvals = await db.approvals.bulkGet(approved.reverse());
  // Only approvals given here for this conversation count: a response part alone approves nothing.
  return approvals.filter(
    (approval): approval is Approval => approval !== undefined && approval.status === 'approved' && approval.conversationId === conversationId && !results.has(approval.toolCallId),
  );
}

/**
 * Gives each approved call of the last step that has no result one, so the
 * conversation stays well formed. A call that ran (the audit log has it) gets
 * its result back, so it never runs twice: the worker stopped before the
 * result was saved. One that did not run is left for the model loop to run
 * (`'resume'`, a retry), or closed as not done with the reason given, and
 * audited (a new message, or another approval of its step expired). Returns
 * the calls closed as not done, and whether anything was appended.
 */
export async function settleApprovedCalls(db: TodoDatabase, conversationId: string, now: Date, ifNotRun: IfNotRun): Promise<{ appended: boolean; cancelled: Approval[] }> {
  // Almost every turn has nothing to settle: found by a read, which runs beside the panel's reads of the
  // message just saved, where a read-write transaction over these tables would wait for them to end.
  // Turns of a conversation run one at a time, so nothing settles in between; the transaction reads again.
  if ((await approvedWithoutResult(db, conversationId)).length === 0) return { appended: false, cancelled: [] };
  return db.transaction('rw', [db.messages, db.conversations, db.approvals, db.audit], async () => {
    const cancelled: Approval[] = [];
    const content: ToolContent = [];
    let engine: Engine | undefined;
    for (const approval of await approvedWithoutResult(db, conversationId)) {
      const entry = await db.audit.where('toolCallId').equals(approval.toolCallId).last();
      let output: ToolResultPart['output'];
      if (entry) {
        output = entry.status === 'ok' ? { type: 'json', value: (entry.output ?? null) as JSONValue } : { type: 'error-text', value: entry.error ?? 'The action failed.' };
      } else if (ifNotRun === 'resume') {
        continue;
      } else {
        output = { type: 'error-text', value: ifNotRun.cancel };
        cancelled.push(approval);
        await writeAudit(db, {
          at: now.toISOString(),
          conversationId,
          toolName: approval.toolName,
          toolCallId: approval.toolCallId,
          input: approval.input,
          risk: riskOfCall(approval.toolName, approval.input),
          approval: { required: true, decision: 'approved', ...(approval.decidedAt ? { decidedAt: approval.decidedAt } : {}) },
          status: ifNotRun.status,
          error: ifNotRun.cancel,
          engine: approval.engine ?? 'manual',
        });
      }
      engine ??= entry?.engine ?? approval.engine;
      content.push({ type: 'tool-result', toolCallId: approval.toolCallId, toolName: approval.toolName, output });
    }
    if (content.length) await appendMessages(db, conversationId, [{ role: 'tool', content }], { now: () => now, engine: engine ?? 'manual' });
    return { appended: content.length > 0, cancelled };
  });
}
