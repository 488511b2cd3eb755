import { useMemo, useState } from 'react';
import { ACTORS, enginesOf, toolLabel, type AuditFilter } from '@/lib/audit';
import { useAuditPages, useAuditToolNames, useNow } from '@/lib/hooks';
import { AuditList } from './AuditList';

/** The audit log, newest first: every tool call by the assistant, quick-add or you, filterable by tool and by who acted. */
export function ActivityView() {
  const [toolName, setToolName] = useState('');
  const [actor, setActor] = useState('');
  const filter = useMemo((): AuditFilter => {
    const engines = actor ? enginesOf(actor) : undefined;
    return { ...(toolName ? { toolName } : {}), ...(engines ? { engines } : {}) };
  }, [toolName, actor]);
  const pages = useAuditPages(filter);
  const toolNames = useAuditToolNames();
  const now = useNow();
  const filtered = Boolean(toolName || actor);

  if (pages.entries?.length === 0 && !filtered) {
    return <p className="empty muted">No activity yet. Every change to your tasks, by you or the assistant, is recorded here.</p>;
  }
  return (
    <div className="activity">
      <div className="activity-filters">
        <label>
          Tool
          <select value={toolName} onChange={(event) => setToolName(event.target.value)}>
            <option value="">All tools</option>
            {toolNames?.map((name) => (
              <option key={name} value={name}>
                {toolLabel(name)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Who acted
          <select value={actor} onChange={(event) => setActor(event.target.value)}>
            <option value="">Anyone</option>
            {ACTORS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {pages.entries === undefined ? (
        <p className="muted">Loading…</p>
      ) : pages.entries.length === 0 ? (
        <p className="empty muted">No activity matches these filters.</p>
      ) : (
        <AuditList pages={{ ...pages, entries: pages.entries }} now={now} />
      )}
    </div>
  );
}
