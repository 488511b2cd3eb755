import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { answerApproval, runTurn, type AgentDeps } from '../../lib/agent';
import { createDatabase, type Todo, type TodoDatabase } from '../../lib/db';
import type { AgentEvent } from '../../lib/messaging/protocol';
import { DEFAULT_SETTINGS, type Settings } from '../../lib/settings';
import { wallTimeOf, zonedIso } from '../../lib/time/zoned-time';
import { HELP_TEXT } from '../../lib/models/offline/write-reply';
import { needsOfflineBrain } from '../support/offline-brain';

// Runs offline turns: the offline tier needs its brain.
needsOfflineBrain();

/*
 * Scores a blind batch (format: /work/blind20/FORMAT.md, kept in test/fixtures/README.md) end to end:
 * for each request, a fresh fake-indexeddb database holds the file's tasks, the clock is the file's
 * `now` in its time zone, and the OFFLINE tier answers through the real turn (runTurn: prompt, offline
 * model, tools, approvals, audit). Any approval the turn asks for is approved, so a wrong delete counts
 * as the write it would become. Then the database and the reply are compared with the label.
 */

const wall = z.string().regex(/^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2})?$/);
const changesSchema = z.object({
  title: z.string().optional(),
  due: wall.nullable().optional(),
  priority: z.number().int().min(1).max(4).optional(),
  addTags: z.array(z.string()).optional(),
  removeTags: z.array(z.string()).optional(),
  remindBefore: z.number().nullable().optional(),
});
const expectSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('add'),
    title: z.string(),
    due: wall.nullable().optional(),
    priority: z.number().int().min(1).max(4).nullable().optional(),
    tags: z.array(z.string()).optional(),
    recurrence: z.string().nullable().optional(),
    remindBefore: z.number().nullable().optional(),
  }),
  z.object({ kind: z.literal('list'), ids: z.array(z.number()) }),
  z.object({ kind: z.enum(['complete', 'delete', 'reopen']), ids: z.array(z.number()) }),
  z.object({ kind: z.literal('edit'), id: z.number(), changes: changesSchema }),
  z.object({
    kind: z.literal('bulk'),
    ids: z.array(z.number()),
    action: z.enum(['reschedule', 'complete', 'delete', 'tag', 'untag', 'priority']),
    changes: changesSchema.optional(),
  }),
  z.object({ kind: z.literal('skip'), id: z.number() }),
  z.object({ kind: z.literal('memory'), action: z.enum(['remember', 'forget', 'recall']), about: z.string() }),
  z.object({ kind: z.literal('smalltalk') }),
  z.object({ kind: z.literal('none') }),
]);
export type Expectation = z.infer<typeof expectSchema>;

export const batchSchema = z.object({
  now: z.string(),
  timeZone: z.string(),
  tasks: z.array(
    z.object({
      id: z.number().int().positive(),
      title: z.string(),
      due: wall.nullable().optional(),
      priority: z.number().int().min(1).max(4).optional(),
      tags: z.array(z.string()).optional(),
      completed: z.boolean().optional(),
      completedAt: z.string().nullable().optional(),
      recurrence: z.string().nullable().optional(),
    }),
  ),
  items: z.array(z.object({ id: z.union([z.number(), z.string()]), family: z.string(), text: z.string(), expect: expectSchema })),
});
export type Batch = z.infer<typeof batchSchema>;

export function loadBatch(path: string): Batch {
  return batchSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}

/** A wall-clock string of the file ("2026-11-27" or "2026-11-27T09:00") as a stored due date. */
function toStored(value: string, timeZone: string): string {
  const [date, time] = value.split('T');
  if (!time) return date!;
  const [year, month, day] = date!.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return zonedIso({ year: year!, month: month!, day: day!, hour: hour!, minute: minute! }, timeZone);
}

/** A stored due date as the file writes it: the date alone, or the local wall clock to the minute. */
export function toWall(value: string | undefined, timeZone: string): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const t = wallTimeOf(new Date(value), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${t.year}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}`;
}

const normalTitle = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}#@']+/gu, ' ')
    .trim();
const ruleParts = (rule: string | null | undefined) =>
  rule
    ? rule
        .split(';')
        .filter((part) => !part.startsWith('WKST'))
        // "BYDAY=+2SA" and "BYDAY=2SA" are the same rule (RFC 5545): the stored form writes the sign.
        .map((part) => (part.startsWith('BYDAY=') ? part.replace(/(^BYDAY=|,)\+/g, '$1') : part))
        .sort()
        .join(';')
    : '';
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The fields a person would notice, for telling changed tasks apart. */
const visible = ({ updatedAt: _u, planKey: _p, tagKeys: _t, reminderState: _r, ...rest }: Todo) => JSON.stringify(rest);

export interface ItemResult {
  id: number | string;
  family: string;
  text: string;
  right: boolean;
  /** A task created, changed or deleted (or a memory kept) that the label did not ask for. */
  junk: boolean;
  why: string;
  reply: string;
}

async function seed(db: TodoDatabase, batch: Batch, nowIso: string) {
  const created = '2026-11-01T12:00:00.000Z';
  await db.todos.bulkAdd(
    batch.tasks.map((task) => ({
      id: task.id,
      title: task.title,
      status: task.completed ? ('completed' as const) : ('pending' as const),
      priority: (task.priority ?? 4) as 1 | 2 | 3 | 4,
      tags: task.tags ?? [],
      ...(task.due ? { dueAt: toStored(task.due, batch.timeZone) } : {}),
      ...(task.completed ? { completedAt: new Date(toStored(task.completedAt ?? batch.now.slice(0, 16), batch.timeZone)).toISOString() } : {}),
      ...(task.recurrence ? { recurrence: task.recurrence, timeZone: batch.timeZone } : {}),
      createdAt: created,
      updatedAt: created,
    })),
  );
  void nowIso;
}

const CONVERSATION = '7e1d2c3b-4a5f-4e6d-8c7b-9a0f1e2d3c4b';

/** One request through the offline tier's real turn; returns the reply and what changed. */
export async function runItem(batch: Batch, text: string) {
  const db = createDatabase(`blind-${crypto.randomUUID()}`);
  const [date, time] = batch.now.split('T');
  const [year, month, day] = date!.split('-').map(Number);
  const [hour, minute] = (time ?? '09:00').split(':').map(Number);
  const now = new Date(zonedIso({ year: year!, month: month!, day: day!, hour: hour!, minute: minute! }, batch.timeZone));
  await seed(db, batch, now.toISOString());
  const before = new Map((await db.todos.toArray()).map((todo) => [todo.id, todo]));
  const settings: Settings = { ...DEFAULT_SETTINGS, provider: 'offline' };
  const deps: AgentDeps = { db, settings: async () => settings, now: () => now, timeZone: batch.timeZone, models: undefined, maxRetries: 0 };
  const events: AgentEvent[] = [];
  const emit = (event: AgentEvent) => events.push(event);
  await runTurn(deps, { conversationId: CONVERSATION, text }, emit);
  // Approve what the turn asks (a person who meant it would), at most a few rounds.
  const answered = new Set<string>();
  for (let round = 0; round < 3; round += 1) {
    const open = events.filter((event): event is Extract<AgentEvent, { type: 'approval-required' }> => event.type === 'approval-required' && !answered.has(event.approvalId));
    if (open.length === 0) break;
    for (const request of open) {
      answered.add(request.approvalId);
      await answerApproval(deps, { approvalId: request.approvalId, approved: true }, emit);
    }
  }
  const reply = events
    .filter((event): event is Extract<AgentEvent, { type: 'text-delta' }> => event.type === 'text-delta')
    .map((event) => event.text)
    .join('');
  const after = await db.todos.toArray();
  const memories = await db.memories.toArray();
  const audit = await db.audit.toArray();
  db.close();
  return { before, after, memories, audit, reply };
}

export type Run = Awaited<ReturnType<typeof runItem>>;

function diff(run: Run) {
  const created = run.after.filter((todo) => !run.before.has(todo.id));
  const changed = run.after.filter((todo) => run.before.has(todo.id) && visible(todo) !== visible(run.before.get(todo.id)!));
  const deleted = [...run.before.keys()].filter((id) => !run.after.some((todo) => todo.id === id));
  return { created, changed, deleted };
}

/** The task ids the reply shows ("#3 Pay rent"). */
const HELP_DUMP = HELP_TEXT.split('\n')[1]!;
/** The task ids the reply shows ("#3 Pay rent"); the help text's examples ("complete #3") are not tasks shown. */
const shownIds = (reply: string) => [...new Set([...reply.replace(HELP_TEXT, '').matchAll(/#(\d+)\b/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);

/**
 * Whether a new due date is the one asked for. A day said without a time keeps the time of day the task
 * had ("move pay rent to monday" keeps its 9:00), as the README documents: that counts as the day asked for.
 */
function sameDue(actual: string | null, wanted: string | null, original: string | null): boolean {
  if (actual === wanted) return true;
  return wanted !== null && actual !== null && wanted.length === 10 && original !== null && original.length > 10 && actual === `${wanted}${original.slice(10)}`;
}

function checkChanges(todo: Todo, original: Todo, changes: z.infer<typeof changesSchema>, timeZone: string): string | undefined {
  if (changes.title !== undefined && normalTitle(todo.title) !== normalTitle(changes.title)) return `title “${todo.title}” ≠ “${changes.title}”`;
  if (changes.title === undefined && todo.title !== original.title) return `title changed to “${todo.title}”`;
  if (changes.due !== undefined && !sameDue(toWall(todo.dueAt, timeZone), changes.due, toWall(original.dueAt, timeZone)))
    return `due ${toWall(todo.dueAt, timeZone)} ≠ ${changes.due}`;
  if (changes.due === undefined && todo.dueAt !== original.dueAt) return `due changed to ${toWall(todo.dueAt, timeZone)}`;
  if (changes.priority !== undefined && todo.priority !== changes.priority) return `priority ${todo.priority} ≠ ${changes.priority}`;
  if (changes.priority === undefined && todo.priority !== original.priority) return `priority changed to ${todo.priority}`;
  const tags = [...new Set([...original.tags, ...(changes.addTags ?? [])])].filter((tag) => !(changes.removeTags ?? []).includes(tag));
  if (!sameSet(todo.tags, tags)) return `tags ${JSON.stringify(todo.tags)} ≠ ${JSON.stringify(tags)}`;
  if (changes.remindBefore !== undefined && (todo.remindBefore ?? null) !== changes.remindBefore) return `remindBefore ${todo.remindBefore} ≠ ${changes.remindBefore}`;
  if (todo.status !== original.status) return `status changed to ${todo.status}`;
  return undefined;
}

/** Whether the run did what the label says, and whether it wrote anything the label did not ask for. */
export function judge(expectation: Expectation, run: Run, timeZone: string): { right: boolean; junk: boolean; why: string } {
  const { created, changed, deleted } = diff(run);
  const touched = new Set([...created.map((t) => t.id), ...changed.map((t) => t.id), ...deleted]);
  const wroteTasks = touched.size > 0;
  const newMemories = run.memories.length;
  const ok = (why = 'ok') => ({ right: true, junk: false, why });
  const wrong = (why: string, junk = false) => ({ right: false, junk, why });
  const helpDump = run.reply.includes(HELP_DUMP);

  switch (expectation.kind) {
    case 'add': {
      const junk = changed.length > 0 || deleted.length > 0 || created.length > 1 || newMemories > 0;
      if (created.length !== 1) return wrong(created.length ? `${created.length} tasks created` : `nothing created: ${run.reply.slice(0, 100)}`, junk);
      const task = created[0]!;
      const problems = [
        normalTitle(task.title) !== normalTitle(expectation.title) ? `title “${task.title}” ≠ “${expectation.title}”` : '',
        (expectation.due ?? null) !== toWall(task.dueAt, timeZone) ? `due ${toWall(task.dueAt, timeZone)} ≠ ${expectation.due ?? null}` : '',
        (expectation.priority ?? 4) !== task.priority ? `priority ${task.priority} ≠ ${expectation.priority ?? 4}` : '',
        !sameSet(task.tags, expectation.tags ?? []) ? `tags ${JSON.stringify(task.tags)} ≠ ${JSON.stringify(expectation.tags ?? [])}` : '',
        ruleParts(task.recurrence) !== ruleParts(expectation.recurrence) ? `recurrence ${task.recurrence} ≠ ${expectation.recurrence}` : '',
        (expectation.remindBefore ?? null) !== (task.remindBefore ?? null) ? `remindBefore ${task.remindBefore} ≠ ${expectation.remindBefore}` : '',
      ].filter(Boolean);
      return problems.length ? wrong(problems.join('; '), junk) : junk ? wrong('other tasks changed too', true) : ok();
    }
    case 'list': {
      if (wroteTasks || newMemories) return wrong('a question wrote something', true);
      const shown = shownIds(run.reply);
      const want = [...expectation.ids].sort((a, b) => a - b);
      return shown.join() === want.join() ? ok() : wrong(`showed [${shown}] ≠ [${want}]: ${run.reply.slice(0, 120)}`);
    }
    case 'complete':
    case 'delete':
    case 'reopen': {
      const want = new Set(expectation.ids);
      const junk = created.length > 0 || [...touched].some((id) => !want.has(id)) || newMemories > 0;
      for (const id of want) {
        const now = run.after.find((todo) => todo.id === id);
        const was = run.before.get(id);
        if (expectation.kind === 'delete' && now) return wrong(`#${id} not deleted: ${run.reply.slice(0, 100)}`, junk);
        if (expectation.kind === 'complete' && now?.status !== 'completed') return wrong(`#${id} not completed: ${run.reply.slice(0, 100)}`, junk);
        if (expectation.kind === 'reopen' && now?.status !== 'pending') return wrong(`#${id} not reopened: ${run.reply.slice(0, 100)}`, junk);
        if (now && was && expectation.kind !== 'delete' && now.title !== was.title) return wrong(`#${id} renamed`, junk);
      }
      // Completing a repeating task adds its next occurrence: that is part of completing it.
      const extraCreated = created.filter(
        (todo) => !(expectation.kind === 'complete' && [...want].some((id) => run.before.get(id)?.recurrence && todo.title === run.before.get(id)?.title)),
      );
      const junkNow = extraCreated.length > 0 || [...touched].some((id) => !want.has(id) && !created.some((t) => t.id === id)) || newMemories > 0;
      return junkNow ? wrong('other tasks changed too', true) : ok();
    }
    case 'edit': {
      const junk = created.length > 0 || deleted.length > 0 || changed.some((todo) => todo.id !== expectation.id) || newMemories > 0;
      const todo = run.after.find((t) => t.id === expectation.id);
      const original = run.before.get(expectation.id)!;
      if (!todo) return wrong(`#${expectation.id} is gone`, true);
      const problem = checkChanges(todo, original, expectation.changes, timeZone);
      // A change to what the task already is ("make X urgent" when it is) leaves it as asked.
      if (visible(todo) === visible(original) && problem === undefined) return junk ? wrong('other tasks changed too', true) : ok('already so');
      if (visible(todo) === visible(original)) return wrong(`#${expectation.id} unchanged: ${run.reply.slice(0, 100)}`, junk);
      return problem ? wrong(problem, junk) : junk ? wrong('other tasks changed too', true) : ok();
    }
    case 'bulk': {
      const want = new Set(expectation.ids);
      const junk = [...touched].some((id) => !want.has(id) && !created.some((t) => t.id === id && expectation.action === 'complete')) || newMemories > 0;
      for (const id of want) {
        const todo = run.after.find((t) => t.id === id);
        const original = run.before.get(id)!;
        if (expectation.action === 'delete') {
          if (todo) return wrong(`#${id} not deleted: ${run.reply.slice(0, 100)}`, junk);
          continue;
        }
        if (!todo) return wrong(`#${id} is gone`, true);
        if (expectation.action === 'complete') {
          if (todo.status !== 'completed') return wrong(`#${id} not completed: ${run.reply.slice(0, 100)}`, junk);
          continue;
        }
        const changes = { ...expectation.changes };
        const problem = checkChanges(todo, original, changes, timeZone);
        // A task that already was as asked is left as it is; another that was not must have changed. When every
        // task already was as asked ("mark X and Y as low priority" when both are), nothing to change is right,
        // as for a single edit ("already so").
        const anyChanged = [...want].some((other) => changed.some((t) => t.id === other) || deleted.includes(other));
        const allAlready = [...want].every((other) => {
          const before = run.before.get(other);
          return before !== undefined && checkChanges(before, before, changes, timeZone) === undefined;
        });
        if (visible(todo) === visible(original) && (problem !== undefined || (!anyChanged && !allAlready)))
          return wrong(problem ?? `#${id} unchanged: ${run.reply.slice(0, 100)}`, junk);
        if (problem) return wrong(problem, junk);
      }
      return junk ? wrong('other tasks changed too', true) : ok();
    }
    case 'skip': {
      const todo = run.after.find((t) => t.id === expectation.id);
      const original = run.before.get(expectation.id)!;
      const junk = created.length > 0 || deleted.length > 0 || changed.some((t) => t.id !== expectation.id) || newMemories > 0;
      if (!todo || todo.status !== 'pending' || !todo.dueAt || !original.dueAt || todo.dueAt === original.dueAt)
        return wrong(`#${expectation.id} not skipped: ${run.reply.slice(0, 100)}`, junk);
      return junk ? wrong('other tasks changed too', true) : ok();
    }
    case 'memory': {
      if (wroteTasks) return wrong('a memory request changed tasks', true);
      if (expectation.action === 'remember') {
        // The fact as the person said it counts: "work nights sun mon wed" keeps "works nights Sunday, Monday,
        // Wednesday". A word matches when one is the start of the other (3 letters at least), like "wed" and "wednesday",
        // or both start with the same six letters ("allergic", "allergy"). The label names the fact in its writer's words
        // ("Hemi's phone number" for "hemi's number is 021 …", "netball game venue" for "netball games are at Windsor
        // Park"), so a kept memory holding at least half of them is the fact.
        const words = normalTitle(expectation.about)
          .split(' ')
          .filter((word) => word.length > 3);
        const said = (text: string) =>
          normalTitle(text)
            .split(' ')
            .filter((word) => word.length >= 3);
        const sameWord = (word: string, other: string) =>
          word.startsWith(other) || other.startsWith(word) || (word.length >= 6 && other.length >= 6 && word.slice(0, 6) === other.slice(0, 6));
        const holds = (text: string) => words.filter((word) => said(text).some((other) => sameWord(word, other))).length;
        const kept = run.memories.some((memory) => holds(memory.text) >= Math.max(1, Math.ceil(words.length / 2)));
        return kept ? ok() : wrong(`not remembered: ${run.reply.slice(0, 100)}`);
      }
      if (newMemories) return wrong('a memory was kept', true);
      if (expectation.action === 'forget') {
        const asked = run.audit.some((entry) => entry.toolName === 'forget_memory') || /\bmemor/i.test(run.reply);
        return asked ? ok() : wrong(`no forget: ${run.reply.slice(0, 100)}`);
      }
      return !helpDump && !/didn't understand/i.test(run.reply) && /\bremember|memor|nothing/i.test(run.reply) ? ok() : wrong(`no recall: ${run.reply.slice(0, 100)}`);
    }
    case 'smalltalk':
      if (wroteTasks || newMemories) return wrong('small talk wrote something', true);
      return helpDump || /didn't understand/i.test(run.reply) || !run.reply.trim() ? wrong(`not a short reply: ${run.reply.slice(0, 80)}`) : ok();
    case 'none':
      if (wroteTasks || newMemories) return wrong(`wrote: ${run.reply.slice(0, 100)}`, true);
      return ok();
  }
}

export interface BatchScore {
  total: number;
  right: number;
  junk: number;
  results: ItemResult[];
}

/** Runs every item of a batch through the offline tier and judges it. Sets the process time zone to the batch's. */
export async function scoreBatch(batch: Batch): Promise<BatchScore> {
  process.env.TZ = batch.timeZone;
  const results: ItemResult[] = [];
  for (const item of batch.items) {
    const run = await runItem(batch, item.text);
    const verdict = judge(item.expect, run, batch.timeZone);
    results.push({ id: item.id, family: item.family, text: item.text, ...verdict, reply: run.reply });
  }
  return { total: results.length, right: results.filter((r) => r.right).length, junk: results.filter((r) => r.junk).length, results };
}

/** A table of the score by family and the misses, for the console. */
export function describeScore(score: BatchScore): string {
  const families = new Map<string, { right: number; total: number; junk: number }>();
  for (const result of score.results) {
    const family = families.get(result.family) ?? { right: 0, total: 0, junk: 0 };
    family.total += 1;
    if (result.right) family.right += 1;
    if (result.junk) family.junk += 1;
    families.set(result.family, family);
  }
  const pct = (a: number, b: number) => `${((100 * a) / Math.max(b, 1)).toFixed(1)}%`;
  return [
    `right end to end: ${score.right}/${score.total} (${pct(score.right, score.total)}), junk writes: ${score.junk}`,
    ...[...families].map(([name, f]) => `  ${name}: ${f.right}/${f.total}${f.junk ? `, junk ${f.junk}` : ''}`),
    'misses:',
    ...score.results.filter((r) => !r.right).map((r) => `  ${r.junk ? 'JUNK ' : ''}[${r.family} ${r.id}] ${r.text} → ${r.why}`),
  ].join('\n');
}
