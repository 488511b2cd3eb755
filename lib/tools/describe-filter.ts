import type { TodoFilter } from '../todos';

const PRIORITY_WORDS = ['', 'p1 (urgent)', 'p2', 'p3', 'no priority'];

function span(value: string | { from?: string; to?: string }): string {
  if (typeof value === 'string') return value.replace('_', ' ');
  return [value.from ? `from ${value.from}` : '', value.to ? `before ${value.to}` : ''].filter(Boolean).join(' ');
}

/**
 * A listing's filter in plain words, for the reply to say what it applied:
 * "pending · priority p1 (urgent) · tagged home · due 2026-11-27".
 */
export function describeFilter(filter: TodoFilter): string {
  const status = filter.completed && filter.status === 'pending' ? 'completed' : filter.status;
  const tags = [...(filter.tag ? [filter.tag] : []), ...(filter.tags ?? [])];
  const priorities = filter.priority === undefined ? [] : [filter.priority].flat();
  return [
    status,
    ...(priorities.length ? [`priority ${priorities.map((p) => PRIORITY_WORDS[p]).join(' or ')}`] : []),
    ...(tags.length ? [`tagged ${tags.map((t) => `#${t}`).join(filter.tagMode === 'all' ? ' and ' : ' or ')}`] : []),
    ...(filter.due ? [`due ${span(filter.due)}`] : []),
    ...(filter.completed ? [`completed ${span(filter.completed)}`] : []),
    ...(filter.repeating !== undefined ? [filter.repeating ? 'repeating' : 'not repeating'] : []),
    ...(filter.tagged !== undefined ? [filter.tagged ? 'with a tag' : 'with no tag'] : []),
    ...(filter.query ? [`matching “${filter.query}”`] : []),
  ].join(' · ');
}
