import { useMemo } from 'react';
import { undoneBy } from '@/lib/audit';
import { useAuditLog, useNow } from '@/lib/hooks';
import { AuditEntryItem } from './AuditEntryItem';

/** The audit log, newest first: every tool call by the assistant, quick-add or you, each change with its Undo. */
export function ActivityView() {
  const entries = useAuditLog();
  const now = useNow();
  // An undo is always newer than what it undid, so the newest entries hold the undo of every change they show.
  const undone = useMemo(() => undoneBy(entries ?? []), [entries]);
  if (entries === undefined) return <p className="muted">Loading…</p>;
  if (entries.length === 0) {
    return <p className="empty muted">No activity yet. Every change to your tasks, by you or the assistant, is recorded here.</p>;
  }
  return (
    <ol className="audit-list" aria-label="Activity log">
      {entries.map((entry) => (
        <AuditEntryItem key={entry.id} entry={entry} now={now} undoneBy={undone.get(entry.id)} />
      ))}
    </ol>
  );
}
