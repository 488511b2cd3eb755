import type { SyncItem, Todo, TodoDatabase } from '../db';
import { executeTool } from '../tools';
import type { CalDavPort, RemoteObject } from './caldav-port';
import { problemSentence } from './caldav-port';
import { conflictSentence, mergeFields, sameFields, type FieldConflict } from './merge-fields';
import { readVtodo } from './read-vtodo';
import { syncedFieldsOf, type SyncedFields } from './synced-fields';
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
}

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

/** Writes the server's fields here, audited with engine `sync`: added, completed or changed. */
async function writeHere(run: Run, uid: string, fields: SyncedFields, before: Todo | undefined, notes: readonly string[] = []): Promise<void> {
  const tool = !before ? 'sync_add' : before.status === 'pending' && fields.status === 'completed' ? 'sync_complete' : 'sync_change';
  await executeTool(ctxOf(run), tool, { uid, fields, ...(notes.length > 0 ? { note: notes.join(' ') } : {}) });
  run.report.received += 1;
}

const notesOf = (conflicts: readonly FieldConflict[]) => conflicts.map(conflictSentence);

function itemOf(object: RemoteObject, uid: string, fields: SyncedFields, lastModified?: string): SyncItem {
  return { uid, href: object.href, ...(object.etag ? { etag: object.etag } : {}), ics: object.data, base: fields, ...(lastModified ? { lastModified } : {}) };
}

const queue = (db: TodoDatabase, uid: string) => db.syncOutbox.put({ uid, seq: Date.now() * 1000 });

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
  const { merged, conflicts } = mergeFields(known?.base, mine, read.fields);
  run.report.conflicts += conflicts.length;
  if (!sameFields(merged, mine) || conflicts.length > 0) await writeHere(run, read.uid, merged, local, notesOf(conflicts));
  await db.syncItems.put(itemOf(object, read.uid, read.fields, read.lastModified));
  if (!sameFields(merged, read.fields)) await queue(db, read.uid);
}

/** Reads the calendar and takes in what changed there since the last sync, deletes included. */
async function pull(run: Run): Promise<void> {
  const { db } = run;
  const objects = await run.port.listObjects(run.calendarUrl);
  const items = await db.syncItems.toArray();
  const byHref = new Map(items.map((item) => [item.href, item]));
  const seen = new Set<string>();
  for (const object of objects) {
    seen.add(object.href);
    const item = byHref.get(object.href);
    if (item && item.etag !== undefined && item.etag === object.etag) continue;
    await receive(run, object, item);
  }
  // Gone from the server: deleted there, unless it was changed here since (the edit wins: it is sent again).
  for (const item of items) {
    if (seen.has(item.href)) continue;
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
      });
      await queue(db, item.uid);
    }
  }
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
    const text = writeVtodo(uid, fields, nowIso).text;
    const href = hrefFor(run.calendarUrl, uid);
    const outcome = await port.putObject(href, text, undefined);
    if (outcome.ok) {
      await db.syncItems.put({ uid, href, ...(outcome.etag ? { etag: outcome.etag } : {}), ics: text, base: fields });
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
    const current = syncedFieldsOf((await taskOfUid(db, uid)) ?? local);
    const { text } = writeVtodo(uid, current, nowIso, base.ics);
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

/** Sends the outbox in the order of the changes; a row is removed only if no change came in meanwhile. */
async function push(run: Run): Promise<void> {
  const { db } = run;
  const rows = await db.syncOutbox.orderBy('seq').toArray();
  for (const row of rows) {
    await send(run, row.uid);
    await db.transaction('rw', db.syncOutbox, async () => {
      const current = await db.syncOutbox.get(row.uid);
      if (current && current.seq === row.seq) await db.syncOutbox.delete(row.uid);
    });
  }
}

/**
 * One sync of the account's calendar: pull (what changed on the server since
 * the last sync, by ETag), then push (the outbox, in order, each PUT with
 * If-Match). Every change here goes through the audit log with engine
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
    await db.syncAccount.update(1, { lastSyncAt: now().toISOString(), lastChanges: report.received + report.sent, problem: undefined });
    return report;
  } catch (error) {
    const problem = problemSentence(error);
    await db.syncAccount.update(1, { problem });
    return { ...report, problem };
  }
}
