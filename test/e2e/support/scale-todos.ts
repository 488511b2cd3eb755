/**
 * 10,000 tasks as a year of daily use leaves them, in the version 1 shape
 * (lib/db/entities.ts `Todo` without the fields later versions derive): a
 * fifth completed, some overdue, some due today, many upcoming, the rest
 * undated. Three marked tasks let a test check the plan order:
 * #2 is overdue, #3 due today, #4 due in five days; #1 is the oldest undated
 * task of the lowest priority, so it is the last pending task in plan order.
 */
export const SCALE_MARKERS = {
  last: 'The very last task',
  overdue: 'Renew the passport (overdue)',
  today: 'Call the plumber (today)',
  later: 'Dentist appointment (later)',
} as const;

const DAY = 86_400_000;
const localDate = (time: number) => {
  const d = new Date(time);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export function scaleTodos(count: number, now: Date = new Date()): Record<string, unknown>[] {
  const start = now.getTime() - 365 * DAY;
  const rows: Record<string, unknown>[] = [];
  for (let id = 1; id <= count; id += 1) {
    const createdAt = new Date(start + (id / count) * 364 * DAY).toISOString();
    const row: Record<string, unknown> = {
      id,
      title: `Task ${String(id).padStart(5, '0')}`,
      status: 'pending',
      priority: ((id * 7) % 4) + 1,
      tags: id % 5 === 0 ? ['work'] : id % 7 === 0 ? ['home'] : [],
      createdAt,
      updatedAt: createdAt,
    };
    const kind = id % 20;
    if (kind < 4) {
      row.status = 'completed';
      row.completedAt = row.updatedAt = new Date(Date.parse(createdAt) + DAY).toISOString();
    } else if (kind === 4) row.dueAt = localDate(now.getTime() - (1 + (id % 60)) * DAY);
    else if (kind < 11) row.dueAt = new Date(now.getTime() + (1 + (id % 300)) * DAY + (id % 24) * 3_600_000).toISOString();
    if (id % 3 === 0) row.description = `Notes for task ${id}`;
    rows.push(row);
  }
  const mark = (id: number, fields: Record<string, unknown>) => Object.assign(rows[id - 1]!, { status: 'pending', tags: [], ...fields });
  mark(1, { title: SCALE_MARKERS.last, priority: 4 });
  delete rows[0]!.dueAt;
  mark(2, { title: SCALE_MARKERS.overdue, priority: 4, dueAt: localDate(now.getTime() - 400 * DAY) });
  mark(3, { title: SCALE_MARKERS.today, priority: 4, dueAt: localDate(now.getTime()) });
  mark(4, { title: SCALE_MARKERS.later, priority: 4, dueAt: localDate(now.getTime() + 5 * DAY) });
  return rows;
}
