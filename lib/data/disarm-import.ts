import type { ToolContent } from 'ai';
import type { Approval, AuditEntry, StoredMessage } from '../db';
import { boundAuditEntry } from '../audit';
import { memoryText } from '../memory';
import type { ExportFile } from './export-format';

type FileMessage = ExportFile['messages'][number];
type Part = Exclude<FileMessage['content'], string>[number];

const isApprovalPart = (part: Part) => part.type === 'tool-approval-request' || part.type === 'tool-approval-response';

/** The ids of the calls that have a result somewhere in these messages. */
function answeredCalls(messages: readonly FileMessage[]): Set<string> {
  const ids = new Set<string>();
  for (const message of messages) {
    if (message.role !== 'tool' || typeof message.content === 'string') continue;
    for (const part of message.content as ToolContent) if (part.type === 'tool-result') ids.add(part.toolCallId);
  }
  return ids;
}

/**
 * A message as an import may write it: no approval parts (an approval is given
 * in this browser, never carried in by a file), and no tool call that has no
 * result (it never ran, and nothing may run it now). Undefined when nothing is
 * left of it.
 */
function disarmMessage(message: FileMessage, answered: ReadonlySet<string>): FileMessage | undefined {
  if (typeof message.content === 'string') return message;
  const content = (message.content as Part[]).filter((part) => !isApprovalPart(part) && !(part.type === 'tool-call' && !part.providerExecuted && !answered.has(part.toolCallId)));
  if (content.length === 0) return undefined;
  return content.length === message.content.length ? message : ({ ...message, content } as FileMessage);
}

/** An approval from a file never lets anything run: one still pending or approved arrives expired. */
const disarmApproval = (approval: Approval): Approval => (approval.status === 'pending' || approval.status === 'approved' ? { ...approval, status: 'expired' } : approval);

/**
 * The rows of a validated file as an import writes them: a backup is
 * untrusted input, so nothing in it can approve, undo or instruct.
 *
 * - Messages lose their approval parts and the tool calls that never got a
 *   result, so neither Retry nor a typed "ok" can run a call from the file.
 * - Approvals that were pending or approved arrive expired.
 * - An audit entry's `undoOf` is kept only when it names an entry of the same
 *   file (never one of this browser's), and its input, output and error are
 *   bounded like the entries written here (4 KB each).
 * - Memories are normalised like remembered text (one line, bounded), so a
 *   memory cannot forge lines of the system prompt.
 */
export function disarmImport(file: ExportFile): ExportFile {
  const answered = answeredCalls(file.messages);
  const messages = file.messages.flatMap((message) => {
    const kept = disarmMessage(message, answered);
    return kept ? [kept] : [];
  });
  const auditIds = new Set(file.audit.map((entry) => entry.id));
  const audit = file.audit.map((entry) => {
    const { undoOf, ...rest } = entry as AuditEntry;
    const bounded = boundAuditEntry(rest) as Omit<AuditEntry, 'id'>;
    return { ...bounded, id: entry.id, ...(undoOf !== undefined && auditIds.has(undoOf) ? { undoOf } : {}) };
  }) as ExportFile['audit'];
  return {
    ...file,
    messages: messages as StoredMessage[] as ExportFile['messages'],
    approvals: file.approvals.map(disarmApproval),
    audit,
    memories: file.memories.map((memory) => ({ ...memory, text: memoryText(memory.text) })),
  };
}
