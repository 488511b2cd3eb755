import type { AuditEntry, RiskLevel, TodoDatabase } from '../db';
import type { DataActionName } from './data-actions';
import { writeAudit } from './write-audit';

/** One data action the person did in the panel (lib/data, lib/memory), done: what its audit entry says. */
export interface DataActionEntry {
  at: Date;
  toolName: DataActionName;
  input: Record<string, unknown>;
  risk: RiskLevel;
  /** How much it changed, with the sentence Activity shows ("Deleted a conversation and its 12 messages"); never the content. */
  output: Record<string, unknown> & { message: string };
  /** true: the person confirmed it in a dialog first; false: it asked for no confirmation; left out: the entry says nothing of approval. */
  confirmed?: boolean;
  conversationId?: string;
  /** The audit entry it reversed (Undo import). */
  undoOf?: number;
}

/** Appends a data action's entry (engine manual, status ok) to the audit log. Call inside the transaction of the change. */
export function writeDataAction(db: TodoDatabase, { at, toolName, input, risk, output, confirmed, conversationId, undoOf }: DataActionEntry): Promise<number> {
  const when = at.toISOString();
  const approval: AuditEntry['approval'] = confirmed === undefined ? undefined : confirmed ? { required: true, decision: 'approved', decidedAt: when } : { required: false };
  return writeAudit(db, {
    at: when,
    ...(conversationId !== undefined ? { conversationId } : {}),
    toolName,
    input,
    risk,
    ...(approval ? { approval } : {}),
    status: 'ok',
    output,
    engine: 'manual',
    ...(undoOf !== undefined ? { undoOf } : {}),
  });
}
