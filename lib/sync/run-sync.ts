import type { SyncItem, SyncOutboxRow, Todo, TodoDatabase } from '../db';
import { executeTool } from '../tools';
import type { CalDavPort, RemoteObject } from './caldav-port';
import { problemSentence, SyncHttpError } from './caldav-port';
import { conflictSentence, mergeFields, sameFields, undoCopyOf, type FieldConflict } from './merge-fields';
import { readVtodo, type ReadVtodo } from './read-vtodo';
import { sameField, syncedFieldsOf, type SyncedFields } from './synced-fields';
import { writeVtodo } from './write-vtodo';

/** What one sync did, counted; `problem` is the sentence Settings shows when it stopped. */
export interface SyncReport {
  /** Tasks added, changed, completed or deleted here from the server. */
  received: number;
  /** Tasks written to or deleted from the server. */
  sent: number;
  /** Fields changed on both sides, where the server's value was kept (each one is in Activity). */
  conflicts: number;
  problem?: string;
}

interface Run {
  db: TodoDatabase;
  port: CalDavPort;
  calendarUrl: string;
  now: () => Date;
  report: SyncReport;
  /** Completed tasks here never agreed with the server, read once a sync when needed (adoptedOccurrence). */
  unsentCompleted?: Todo[];
  /** While pushing: new tasks' sync items written in a batch, not one transaction each (push). */
  newItems?: SyncItem[];
}

/** How many PUTs or DELETEs the push has in flight at once (Radicale takes ~46 ms a PUT; each task's order is kept). */
export const PUSH_CONCURRENCY = 6;
/** Sent rows whose bookkeeping (sync item, outbox row) is written in one transaction. */
const BATCH_SIZE = 50;
/** The progress line is written at most this often. */
const PROGRESS_EVERY_MS = 250;

const ctxOf = (run: Run) => ({ db: run.db, engine: 'sync' as const, now: run.now });

/** The task with this uid (the pending one first, when a completed occurrence shares it for a moment). */
async function taskOfUid(db: TodoDatabase, uid: string): Promise<Todo | undefined> {
  const rows = await db.todos.where('uid').equals(uid).toArray();
  return rows.find((row) => row.status === 'pending') ?? rows[0];
}

/** Where a new task's object goes in the calendar. */
export function hrefFor(calendarUrl: string, uid: string): string {
  return `${calendarUrl.endsWith('/') ? calendarUrl : `${calendarUrl}/`}${encodeURIComponent(uid)}.ics`;
}

/**
 * Writes the server's fields here, audited with engine `sync`: added,
 * completed or changed. `notes` are what Activity says instead of the plain
 * "Sync changed …" (a conflict's lost value); `undoTo` is the copy the
 * entry's Undo brings back when it is not the task as it was.
 */
async function writeHere(run: Run, uid: string, fields: SyncedFields, before: Todo | undefined, notes: readonly string[] = [], undoTo?: SyncedFields): Promise<void> {
  const tool = !before ? 'sync_add' : before.status === 'pending' && fields.status === 'completed' ? 'sync_complete' : 'sync_change';
  await executeTool(ctxOf(run), tool, { uid, fields, ...(notes.length > 0 ? { note: notes.join(' ') } : {}), ...(undoTo ? { undo_to: undoTo } : {}) });
  run.report.received += 1;
}

const notesOf = (conflicts: readonly FieldConflict[]) => conflicts.map(conflictSentence);

function itemOf(object: RemoteObject, uid: string, fields: SyncedFields, lastModified?: string): SyncItem {
  return { uid, href: object.href, ...(object.etag ? { etag: object.etag } : {}), ics: object.data, base: fields, ...(lastModified ? { lastModified } : {}) };
}

const queue = (db: TodoDatabase, uid: string) => db.syncOutbox.put({ uid, seq: Date.now() * 1000 });

/**
 * A completed occurrence that another device wrote for the occurrence this
 * browser completed too, before either synced (each made its own, with its
 * own UID): the one here takes the server's UID rather than being sent as a
 * second entry. Matched as a completed task here that was never on the
 * server, with the same title and due date.
 */
async function adoptedOccurrence(run: Run, object: RemoteObject, read: ReadVtodo): Promise<boolean> {
  const { db } = run;
  if (read.fields.status !== 'completed' || read.repeats || !read.fields.dueAt) return false;
  if (!run.unsentCompleted) {
    const completed = (await db.todos.where('status').equals('completed').toArray()).filter((task) => task.uid);
    const items = await db.syncItems.bulkGet(completed.map((task) => task.uid!));
    run.unsentCompleted = completed.filter((_, index) => items[index] === undefined);
  }
  for (const task of run.unsentCompleted) {
    if (task.title !== read.fields.title || !sameField('dueAt', syncedFieldsOf(task), read.fields)) continue;
    run.unsentCompleted = run.unsentCompleted.filter((other) => other !== task);
    await db.transaction('rw', [db.todos, db.syncOutbox, db.syncAccount, db.syncItems], async () => {
      await db.todos.update(task.id, { uid: read.uid, ...(read.fields.completedAt ? { completedAt: read.fields.completedAt } : {}) });
      await db.syncItems.put(itemOf(object, read.uid, read.fields, read.lastModified));
    });
    return true;
  }
  return false;
}

/**
 * An app that completed the repeating VTODO itself (STATUS:COMPLETED, its
 * RRULE kept) where this browser holds the series open: here that completes
 * this occurrence and the series goes on (complete_task, engine `sync`), and
 * both are sent back in this extension's representation (docs/sync.md).
 */
async function completedSeries(run: Run, object: RemoteObject, read: ReadVtodo, local: Todo, known: SyncItem): Promise<boolean> {
  if (!read.repeats || read.fields.status !== 'completed' || known.base.status === 'completed') return false;
  if (local.status !== 'pending' || !local.recurrence || !local.dueAt) return false;
  await run.db.syncItems.put(itemOf(object, read.uid, read.fields, read.lastModified));
  await executeTool(ctxOf(run), 'complete_task', { task_id: local.id });
  run.report.received += 1;
  return true;
}

/**
 * Takes a server object that is new or changed since the last sync: a task
 * changed here too is merged field by field (the server's value kept where
 * both changed one field, and said in Activity); a task deleted here but
 * changed there comes back (the edit wins).
 */
async function receive(run: Run, object: RemoteObject, item: SyncItem | undefined): Promise<void> {
  const read = readVtodo(object.data);
  if (!read) return; // Not a task we can read: nothing changes here.
  const { db } = run;
  const local = await taskOfUid(db, read.uid);
  const known = item ?? (await db.syncItems.get(read.uid));
  if (!local && !known && (await adoptedOccurrence(run, object, read))) return;
  if (local && known && (await completedSeries(run, object, read, local, known))) return;
  if (!local) {
    const deletedHere = known !== undefined && !sameFields(known.base, read.fields);
    if (known && !deletedHere) {
      // Deleted here, unchanged there: the delete is on its way (the outbox holds it).
      await db.syncItems.put({ ...itemOf(object, read.uid, read.fields, read.lastModified), base: known.base });
      return;
    }
    await writeHere(run, read.uid, read.fields, undefined, deletedHere ? [`Sync kept “${read.fields.title}”: it was deleted here but changed on the server.`] : []);
    await db.syncItems.put(itemOf(object, read.uid, read.fields, read.lastModified));
    return;
  }
  const mine = syncedFieldsOf(local);
  const { merged, conflicts } = mergeFields(known?.base, mine, read.fields, { here: local.updatedAt, ...(read.lastModified ? { server: read.lastModified } : {}) });
  run.report.conflicts += conflicts.length;
  const keptHere = conflicts.some((conflict) => conflict.winner === 'here');
  if (!sameFields(merged, mine) || conflicts.length > 0) await writeHere(run, read.uid, merged, local, notesOf(conflicts), keptHere ? undoCopyOf(mine, conflicts) : undefined);
  await db.syncItems.put(itemOf(object, read.uid, read.fields, read.lastModified));
  if (!sameFields(merged, read.fields)) await queue(db, read.uid);
}

/** Takes in objects listed by the server: those whose ETag is not the one last agreed on. */
async function receiveChanged(run: Run, objects: readonly RemoteObject[], byHref: ReadonlyMap<string, SyncItem>): Promise<void> {
  for (const object of objects) {
    const item = byHref.get(object.href);
    if (item && item.etag !== undefined && item.etag === object.etag) continue;
    await receive(run, object, item);
  }
}

/** Objects gone from the server: deleted there, unless changed here since (the edit wins: it is sent again). */
async function receiveGone(run: Run, gone: readonly SyncItem[]): Promise<void> {
  const { db } = run;
  for (const item of gone) {
    const local = await taskOfUid(db, item.uid);
    await db.syncItems.delete(item.uid);
    if (!local) continue;
    if (sameFields(item.base, syncedFieldsOf(local))) {
      await executeTool(ctxOf(run), 'sync_delete', { uid: item.uid });
      run.report.received += 1;
    } else {
      await executeTool(ctxOf(run), 'sync_change', {
        uid: item.uid,
        fields: syncedFieldsOf(local),
        note: `Sync kept “${local.title}”: it was deleted on the server but changed here, so it is sent again.`,
        undo_deletes: true,
      });
      await queue(db, item.uid);
    }
  }
}

/** A full listing: every member the server has; what it no longer has was deleted there. */
async function receiveListing(run: Run, objects: readonly RemoteObject[]): Promise<void> {
  const items = await run.db.syncItems.toArray();
  await receiveChanged(run, objects, new Map(items.map((item) => [item.href, item])));
  const seen = new Set(objects.map((object) => object.href));
  await receiveGone(
    run,
    items.filter((item) => !seen.has(item.href)),
  );
}

/** A token the server no longer knows (RFC 6578 valid-sync-token: 403 or 409) or a REPORT it does not do. */
const refusedReport = (error: unknown) => error instanceof SyncHttpError && [400, 403, 405, 409, 501].includes(error.status);

/**
 * Reads what changed on the server since the last sync, deletes included:
 * by sync-collection (RFC 6578) where the server gives a sync-token (one
 * REPORT, empty when nothing changed), else a calendar-query of every task
 * compared by ETag. A token the server forgot starts over from a full
 * sync-collection listing.
 */
async function pull(run: Run): Promise<void> {
  const { db, port, calendarUrl } = run;
  const account = await db.syncAccount.get(1);
  if (!account?.noSyncToken) {
    const token = account?.syncToken ?? '';
    let full = token === '';
    const changes = await port.changesSince(calendarUrl, token).catch(async (error: unknown) => {
      if (!refusedReport(error)) throw error;
      if (full) return undefined; // No sync-collection here: compare ETags.
      full = true;
      return port.changesSince(calendarUrl, '').catch((again: unknown) => {
        if (refusedReport(again)) return undefined;
        throw again;
      });
    });
    if (changes) {
      if (full) await receiveListing(run, changes.changed);
      else {
        const items = await db.syncItems.toArray();
        await receiveChanged(run, changes.changed, new Map(items.map((item) => [item.href, item])));
        const removed = new Set(changes.removed);
        await receiveGone(
          run,
          items.filter((item) => removed.has(item.href)),
        );
      }
      await db.syncAccount.update(1, { syncToken: changes.token });
      return;
    }
  }
  await receiveListing(run, await port.listObjects(calendarUrl));
  if (!account?.noSyncToken) await db.syncAccount.update(1, { syncToken: undefined, noSyncToken: true });
}

/** Sends one queued task: a new one, a change (merged on 412), or a delete. */
async function send(run: Run, uid: string): Promise<void> {
  const { db, port } = run;
  const local = await taskOfUid(db, uid);
  const item = await db.syncItems.get(uid);
  const nowIso = run.now().toISOString();
  if (!local) {
    if (!item) return;
    const outcome = await port.deleteObject(item.href, item.etag);
    if (outcome.ok) {
      await db.syncItems.delete(uid);
      run.report.sent += 1;
      return;
    }
    // Changed on the server since: the edit wins, the task comes back here.
    const fresh = await port.getObject(item.href);
    if (fresh) await receive(run, fresh, item);
    else await db.syncItems.delete(uid);
    return;
  }
  const fields = syncedFieldsOf(local);
  if (!item) {
    const text = writeVtodo(uid, fields, nowIso, undefined, local.updatedAt).text;
    const href = hrefFor(run.calendarUrl, uid);
    const outcome = await port.putObject(href, text, undefined);
    if (outcome.ok) {
      const sent: SyncItem = { uid, href, ...(outcome.etag ? { etag: outcome.etag } : {}), ics: text, base: fields };
      if (run.newItems) run.newItems.push(sent);
      else await db.syncItems.put(sent);
      run.report.sent += 1;
      return;
    }
    // Something is already there under that name: read it and merge with no common base.
    const there = await port.getObject(href);
    if (there) await receive(run, there, undefined);
    return;
  }
  if (sameFields(item.base, fields)) return;
  let base = item;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const task = (await taskOfUid(db, uid)) ?? local;
    const current = syncedFieldsOf(task);
    const { text } = writeVtodo(uid, current, nowIso, base.ics, task.updatedAt);
    const outcome = await port.putObject(base.href, text, base.etag);
    if (outcome.ok) {
      await db.syncItems.put({ ...base, ...(outcome.etag ? { etag: outcome.etag } : { etag: undefined }), ics: text, base: current });
      run.report.sent += 1;
      return;
    }
    // 412: the server's copy changed since the last sync. Read it, merge field by field, and try once more.
    const fresh = await port.getObject(base.href);
    if (!fresh) {
      // Deleted on the server, changed here: the edit wins, it is created again.
      await db.syncItems.delete(uid);
      await send(run, uid);
      return;
    }
    await receive(run, fresh, base);
    const after = await db.syncItems.get(uid);
    if (!after) return;
    base = after;
    const now = await taskOfUid(db, uid);
    if (!now || sameFields(after.base, syncedFieldsOf(now))) return;
  }
}

/**
 * The queued tasks whose fields are what was last agreed with the server
 * (or that are gone here and were never there): `send` would do nothing for
 * them. Two reads in one transaction, by key and by the uid index.
 */
async function agreedUids(db: TodoDatabase, rows: readonly SyncOutboxRow[]): Promise<Set<string>> {
  const uids = rows.map((row) => row.uid);
  const [items, rowsHere] = await db.transaction('r', [db.syncItems, db.todos], () => Promise.all([db.syncItems.bulkGet(uids), db.todos.where('uid').anyOf(uids).toArray()]));
  const tasksOf = new Map<string, Todo[]>();
  for (const task of rowsHere) {
    if (task.uid === undefined) continue;
    const same = tasksOf.get(task.uid);
    if (same) same.push(task);
    else tasksOf.set(task.uid, [task]);
  }
  const agreed = new Set<string>();
  uids.forEach((uid, index) => {
    const item = items[index];
    // As taskOfUid: the pending one first, when a completed occurrence shares the uid.
    const found = tasksOf.get(uid) ?? [];
    const task = found.find((row) => row.status === 'pending') ?? found[0];
    if (task ? item && sameFields(item.base, syncedFieldsOf(task)) : !item) agreed.add(uid);
  });
  return agreed;
}

/**
 * Sends the outbox in the order of the changes, several tasks at once
 * (PUSH_CONCURRENCY; each task is one outbox row, sent by one worker, so its
 * own order is kept). A row is removed only after it was sent and only if no
 * change came in meanwhile; new tasks' sync items and removed rows are written
 * together every BATCH_SIZE rows and at the end, in one transaction. A
 * failure stops taking new rows; what was sent is recorded, what was not
 * stays in the outbox.
 */
async function push(run: Run): Promise<void> {
  const { db } = run;
  const queued = await db.syncOutbox.orderBy('seq').toArray();
  if (queued.length === 0) return;
  // Rows with nothing to send (a task the pull just wrote here is queued by the outbox middleware
  // like any write) are only removed: they do not count in the progress line ("Sent 1 of 2,000
  // tasks" while tasks come in) and no worker takes them.
  const agreed = await agreedUids(db, queued);
  const rows = queued.filter((row) => !agreed.has(row.uid));
  const newItems: SyncItem[] = [];
  const done: SyncOutboxRow[] = queued.filter((row) => agreed.has(row.uid));
  run.newItems = newItems;
  let next = 0;
  let finished = 0;
  let failure: { error: unknown } | undefined;
  let lastProgress = -Infinity;
  const flush = async () => {
    const items = newItems.splice(0);
    const sent = done.splice(0);
    if (items.length === 0 && sent.length === 0) return;
    await db.transaction('rw', [db.syncItems, db.syncOutbox], async () => {
      if (items.length > 0) await db.syncItems.bulkPut(items);
      const current = await db.syncOutbox.bulkGet(sent.map((row) => row.uid));
      const unchanged = sent.filter((row, index) => current[index]?.seq === row.seq).map((row) => row.uid);
      if (unchanged.length > 0) await db.syncOutbox.bulkDelete(unchanged);
    });
  };
  const worker = async () => {
    try {
      while (!failure && next < rows.length) {
        const row = rows[next]!;
        next += 1;
        await send(run, row.uid);
        done.push(row);
        finished += 1;
        if (done.length >= BATCH_SIZE) await flush();
        if (performance.now() - lastProgress >= PROGRESS_EVERY_MS) {
          lastProgress = performance.now();
          await db.syncAccount.update(1, { progress: { sent: finished, total: rows.length } });
        }
      }
    } catch (error) {
      failure ??= { error };
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(PUSH_CONCURRENCY, rows.length) }, worker));
  } finally {
    delete run.newItems;
    await flush();
  }
  if (failure) throw failure.error;
}

/**
 * One sync of the account's calendar: pull (what changed on the server since
 * the last sync, by sync-collection or ETag), then push (the outbox, in
 * order, each PUT with If-Match), then, when something was sent and the
 * server gives sync-tokens, one more pull to move the token past it. Every change here goes through the audit log with engine
 * `sync`. A failure stops the sync with one sentence on the account; the
 * outbox keeps what was not sent, so nothing is lost.
 */
export async function runSync(db: TodoDatabase, port: CalDavPort, now: () => Date = () => new Date()): Promise<SyncReport> {
  const report: SyncReport = { received: 0, sent: 0, conflicts: 0 };
  const account = await db.syncAccount.get(1);
  if (!account?.calendarUrl) return { ...report, problem: 'Not synced: no calendar is chosen yet. Connect in Settings → Sync.' };
  const run: Run = { db, port, calendarUrl: account.calendarUrl, now, report };
  try {
    await pull(run);
    await push(run);
    // What was sent is read back once by the token, so the next token is past it: a member made
    // after a token and deleted before the next sync may be left out of that sync's answer (RFC 6578).
    if (run.report.sent > 0 && (await db.syncAccount.get(1))?.syncToken) {
      delete run.unsentCompleted;
      await pull(run);
    }
    await db.syncAccount.update(1, { lastSyncAt: now().toISOString(), lastChanges: report.received + report.sent, problem: undefined, progress: undefined });
    return report;
  } catch (error) {
    const problem = problemSentence(error);
    await db.syncAccount.update(1, { problem, progress: undefined });
    return { ...report, problem };
  }
}
