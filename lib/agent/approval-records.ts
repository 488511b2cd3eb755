import Dexie from 'dexie';
import type { JSONValue, ModelMessage, ToolContent } from 'ai';
import type { Approval, Engine, TodoDatabase } from '../db';
import { writeAudit } from '../audit';
import { appendMessages } from '../conversations';
import { riskOfCall } from '../tools';

export const REJECTED_REASON = 'The user rejected this action.';
export const MOVED_ON_REASON = 'The user did not approve this action and wrote a new message instead.';
export const expiredReason = (minutes: number) =>
  `Nobody answered the approval request within ${minutes} minutes, so it expired and nothing was done.`;

/** The pending approval of a conversation, newest first (there is at most one in practice). */
export async function findPendingApproval(db: TodoDatabase, conversationId: string): Promise<Approval | undefined> {
  const pending = await db.approvals
    .where('conversationId')
    .equals(conversationId)
    .filter((approval) => approval.status === 'pending')
    .sortBy('createdAt');
  return pending.at(-1);
}

export const isExpired = (approval: Approval, now: Date) => approval.expiresAt <= now.toISOString();

/** The approvals requested in these response messages, ready to store. */
export function approvalsRequested(
  messages: readonly ModelMessage[],
  meta: { conversationId: string; engine: Engine; now: Date; timeoutMinutes: number },
): Approval[] {
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
        });
      }
    }
  }
  return approvals;
}

/**
 * Closes a pending approval without running the tool (rejected, expired, or
 * passed over by a new message): in one transaction it records the decision,
 * audits it, and appends the approval response and the denied result, so the
 * model knows and the conversation stays well formed. False when it was no
 * longer pending.
 */
export async function closeApproval(
  db: TodoDatabase,
  approvalId: string,
  decision: 'denied' | 'expired',
  reason: string,
  now: Date,
): Promise<Approval | undefined> {
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

/** The approval an executed call ran under, for its audit entry. */
export async function approvalOfCall(db: TodoDatabase, toolCallId: string) {
  const approval = await db.approvals.where('toolCallId').equals(toolCallId).first();
  if (!approval || approval.status !== 'approved') return undefined;
  return { required: true, decision: 'approved' as const, ...(approval.decidedAt ? { decidedAt: approval.decidedAt } : {}) };
}

export const NOT_RUN_REASON = 'Not done: the extension stopped before this approved action ran. Ask again if you still want it.';

/**
 * Repairs a turn cut off after an approval (worker stopped): the history
 * then ends, possibly followed by newer user messages, with an approved call
 * whose result was never saved. If the call ran (the audit log has it), its
 * result is restored so it never runs twice. If it did not run, a retry
 * (`ifNotRun: 'resume'`) leaves it for the model loop to run, while a new
 * message (`'cancel'`) records that it was not done. Returns whether it
 * appended anything.
 */
export async function settleInterruptedApproval(db: TodoDatabase, conversationId: string, now: Date, ifNotRun: 'resume' | 'cancel'): Promise<boolean> {
  const recent = await db.messages
    .where('[conversationId+id]')
    .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey])
    .reverse()
    .limit(6)
    .toArray();
  const index = recent.findIndex((m) => m.role === 'tool' && Array.isArray(m.content) && m.content.some((p) => p.type === 'tool-approval-response' && p.approved));
  if (index === -1) return false;
  // Only user messages may follow it: anything else means the turn went on.
  if (recent.slice(0, index).some((m) => m.role !== 'user')) return false;
  const content = recent[index]!.content as ToolContent;
  const response = content.find((part) => part.type === 'tool-approval-response' && part.approved);
  const approval = response?.type === 'tool-approval-response' ? await db.approvals.get(response.approvalId) : undefined;
  if (!approval) return false;
  const entry = await db.audit.where('toolCallId').equals(approval.toolCallId).last();
  if (!entry && ifNotRun === 'resume') return false;
  const output = !entry
    ? { type: 'error-text' as const, value: NOT_RUN_REASON }
    : entry.status === 'ok'
      ? { type: 'json' as const, value: (entry.output ?? null) as JSONValue }
      : { type: 'error-text' as const, value: entry.error ?? 'The action failed.' };
  await appendMessages(db, conversationId, [{ role: 'tool', content: [{ type: 'tool-result', toolCallId: approval.toolCallId, toolName: approval.toolName, output }] }], {
    now: () => now,
    engine: entry?.engine ?? approval.engine ?? 'manual',
  });
  return true;
}
