import { useMemo, useState } from 'react';
import { HAPPENINGS, toolNamesOf, undoneBy, type AuditFilter } from '@/lib/audit';
import { ACTORS, enginesOf } from '@/lib/models/model-tiers';
import { LOOKUP_TOOL_NAMES, useAuditPages, useAuditToolNames, useNow } from '@/lib/hooks';
import { AuditList } from './AuditList';
import { Options } from '../shared/Options';

const HAPPENING_CHOICES = HAPPENINGS.map(({ id, label }) => ({ value: id, label }));
const ACTOR_CHOICES = ACTORS.map(({ id, label }) => ({ value: id, label }));

/**
 * The history of the list, newest first: every change by the assistant,
 * quick-add, reminders or you, filterable by what happened and by who, each
 * change saying what changed, with its Undo; the raw record under Details.
 */
export function ActivityView() {
  const [happening, setHappening] = useState('');
  const [actor, setActor] = useState('');
  // Lookups (list_tasks, get_task) can be many and change nothing: hidden unless asked for, or their tool is chosen.
  const [showLookups, setShowLookups] = useState(false);
  const filter = useMemo((): AuditFilter => {
    const engines = actor ? enginesOf(actor) : undefined;
    const toolNames = happening ? toolNamesOf(happening) : undefined;
    return {
      ...(toolNames ? { toolNames } : showLookups ? {} : { excludeToolNames: LOOKUP_TOOL_NAMES }),
      ...(engines ? { engines } : {}),
    };
  }, [happening, actor, showLookups]);
  const pages = useAuditPages(filter);
  const toolNames = useAuditToolNames();
  const now = useNow();
  const filtered = Boolean(happening || actor || !showLookups);
  // An undo is always newer than what it undid, so the loaded pages (newest first) hold the undo of every change they show;
  // a tool or actor filter can hide it, and then Undo says the change was already undone.
  const undone = useMemo(() => undoneBy(pages.entries ?? []), [pages.entries]);

  if (toolNames?.length === 0 || (pages.entries?.length === 0 && !filtered)) {
    return <p className="empty muted">No activity yet. Every change to your tasks, by you or the assistant, is recorded here.</p>;
  }
  return (
    <div className="activity">
      <div className="activity-filters">
        <label>
          What happened
          <select value={happening} onChange={(event) => setHappening(event.target.value)}>
            <option value="">Anything</option>
            <Options choices={HAPPENING_CHOICES} />
          </select>
        </label>
        <label>
          Who
          <select value={actor} onChange={(event) => setActor(event.target.value)}>
            <option value="">Anyone</option>
            <Options choices={ACTOR_CHOICES} />
          </select>
        </label>
        <label className="check">
          <input type="checkbox" checked={showLookups} disabled={Boolean(happening)} onChange={(event) => setShowLookups(event.target.checked)} />
          Show lookups
        </label>
      </div>
      {pages.entries === undefined ? (
        <p className="muted">Loading…</p>
      ) : pages.entries.length === 0 ? (
        <p className="empty muted">
          {showLookups || happening || actor ? 'No activity matches these filters.' : 'No changes yet; the assistant only looked tasks up. Tick “Show lookups” to see them.'}
        </p>
      ) : (
        <AuditList pages={{ ...pages, entries: pages.entries }} now={now} undone={undone} />
      )}
    </div>
  );
}
