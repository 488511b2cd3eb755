import type { ModelMessage } from 'ai';

/** Which part of the extension performed an action. */
export const ENGINES = ['remote', 'chrome-ai', 'webllm', 'offline', 'quick-add', 'manual', 'reminder', 'sync'] as const;
export type Engine = (typeof ENGINES)[number];
export type RiskLevel = 'low' | 'medium' | 'high';
export type TodoStatus = 'pending' | 'completed';
/** 1 is the highest priority, 4 means none. */
export type Priority = 1 | 2 | 3 | 4;

export interface Todo {
  id: number;
  /**
   * Globally unique, the task's identity on a CalDAV server (its VTODO's
   * UID). Every stored task has one from database version 6 on: the
   * sync-outbox middleware gives one to a task written without it; a task
   * that came from a server keeps the server's. Optional in the type only
   * because snapshots from older files lack it.
   */
  uid?: string;
  title: string;
  description?: string;
  status: TodoStatus;
  priority: Priority;
  /** ISO 8601. */
  dueAt?: string;
  tags: string[];
  createdAt: string;
  updatedAt: string;
  completedAt?: string;
  /**
   * How the task repeats: an RFC 5545 RRULE without DTSTART
   * ("FREQ=WEEKLY;BYDAY=MO"); the due date is the current occurrence. A
   * `COUNT` counts the occurrences left, this one included.
   */
  recurrence?: string;
  /** The IANA time zone the recurrence's wall-clock times are read in (kept with `recurrence`). */
  timeZone?: string;
  /** Minutes before the due time to remind (0: at the due time); absent: the settings' default. */
  remindBefore?: number;
  /**
   * What the reminders did for this task, kept so a reminder shows once.
   * Machine state, not the user's: undo and "changed since" ignore it.
   */
  reminderState?: ReminderState;
  /** The page the task came from or is about: an http(s) link (at most 2,048 characters). */
  url?: string;
  /** That page's title when the task was saved, shown as the link's text (absent: its site is shown). */
  urlTitle?: string;
  /**
   * Derived on every write (todo-keys.ts), never set by hand: the task's place
   * in the plan order. Present only on rows read through the listings' indexes.
   */
  planKey?: string;
  /** Derived like `planKey`: the task's place in each of its tags' listings. */
  tagKeys?: string[];
  /** Derived like `planKey`: the task's place in the listing of each name of its link's site (todo-keys.ts). */
  siteKeys?: string[];
}

export interface ReminderState {
  /** The reminder moment (ISO 8601) last shown; a new due time or offset gives a new moment. */
  shownFor?: string;
  /** Snoozed: remind again at this moment (ISO 8601). */
  snoozedUntil?: string;
}

export interface Conversation {
  /** UUID v4. */
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
}

export interface StoredMessage {
  id: number;
  conversationId: string;
  role: ModelMessage['role'];
  content: ModelMessage['content'];
  createdAt: string;
  /** Which tier produced an assistant message, and why it fell back, if it did. */
  engine?: Engine;
  note?: string;
}

export type AuditStatus = 'ok' | 'error' | 'denied' | 'expired';

export interface AuditEntry {
  id: number;
  at: string;
  conversationId?: string;
  toolName: string;
  toolCallId?: string;
  input: unknown;
  risk: RiskLevel;
  approval?: { required: boolean; decision?: 'approved' | 'denied' | 'expired'; decidedAt?: string };
  status: AuditStatus;
  output?: unknown;
  error?: string;
  before?: Todo;
  after?: Todo;
  /** A task the change created beside the one it changed: completing a repeating task creates its next occurrence. Undo removes it too. */
  created?: Todo;
  engine: Engine;
  /** Set on an undo: the id of the audit entry whose change it reversed ("undo of #N"). */
  undoOf?: number;
  /** One call that changed several tasks (change_tasks, or the undo of one): its entries are ids first … first+size-1, undone together. */
  group?: { first: number; size: number };
}

export type ApprovalStatus = 'pending' | 'approved' | 'denied' | 'expired';

export interface Approval {
  /** The AI SDK approval id. */
  id: string;
  conversationId: string;
  toolCallId: string;
  toolName: string;
  input: unknown;
  createdAt: string;
  expiresAt: string;
  status: ApprovalStatus;
  engine?: Engine;
  /** When the user answered, or when it expired. */
  decidedAt?: string;
  /** Its place among the approvals one model step asked for (0 first); absent on approvals saved before there could be several. */
  position?: number;
  /**
   * The input the call runs with once approved, fixed when the approval was
   * asked for: forget_memory's query resolved to the id of the memory its
   * card names, so what runs is what the person saw. Absent: `input`.
   */
  runInput?: unknown;
}

/** The one row of `memoryRevision` (id 1): raised by every change of the memories. */
export interface MemoryRevision {
  id: number;
  revision: number;
  /**
   * The revision of the last change that deleted or rewrote a memory's text
   * (not an addition, not new vectors); absent in rows written before it
   * existed, which count as changed at their revision.
   */
  textChangedAt?: number;
}

/** What a memory is: a summary of older messages, or a fact the user asked to keep. */
export type MemoryKind = 'summary' | 'fact';

/** A vector made by one embedding model; vectors of different models are never compared. */
export interface MemoryEmbedding {
  /** The embedding model's id, as the tier names it ("remote:nomic-embed-text"). */
  model: string;
  /**
   * 32-bit floats, stored as they are (IndexedDB's structured clone keeps a
   * typed array as one block of bytes: a quarter of the size of 768 numbers,
   * read without making 768 values). Export files carry plain numbers.
   */
  vector: Float32Array;
}

/**
 * A long-term memory. Summaries are new records beside the message log, which
 * stays as it was written; `fromMessageId`..`toMessageId` name the messages a
 * summary covers (inclusive).
 */
export interface Memory {
  id: number;
  kind: MemoryKind;
  text: string;
  conversationId?: string;
  fromMessageId?: number;
  toMessageId?: number;
  createdAt: string;
  /** The tier that wrote it. */
  engine: Engine;
  embedding?: MemoryEmbedding;
}

/** The tables an import writes, as the database names them. */
export const IMPORTED_TABLES = ['todos', 'conversations', 'messages', 'audit', 'approvals', 'memories'] as const;
export type ImportedTable = (typeof IMPORTED_TABLES)[number];

/**
 * One piece of what an import did, kept so "Undo import" can take it back
 * (an import of 100,000 messages is 100 pieces, not one huge row):
 * - `written`: the keys the import put in `table`, each with its stamp as
 *   written (a task's `updatedAt`, a message's `createdAt`, …), so a row
 *   changed since is told apart and kept;
 * - `replaced`: rows of `table` as they were before the import overwrote or
 *   deleted them.
 * `settingsBefore` (one piece, `table` absent) holds the preferences a
 * Replace took from the file, as an export holds them (never the API key).
 */
export interface ImportUndoPiece {
  id: number;
  /** The import's Activity entry. */
  auditId: number;
  table?: ImportedTable;
  written?: Array<[key: number | string, stamp: string]>;
  replaced?: unknown[];
  settingsBefore?: Record<string, unknown>;
}

/** The fields a CalDAV server holds of a task (lib/sync/synced-fields.ts reads and compares them). */
export interface SyncedFields {
  title: string;
  description?: string;
  status: TodoStatus;
  completedAt?: string;
  dueAt?: string;
  priority: Priority;
  tags: string[];
  recurrence?: string;
  timeZone?: string;
  remindBefore?: number;
}

/**
 * The one sync account (id 1): the server, the calendar that holds the
 * tasks, where incremental sync left off, and the last outcome. The
 * password is bound to the origin it was given for (`passwordOrigin`), sent
 * only there, never exported and never in the audit.
 */
export interface SyncAccount {
  id: 1;
  serverUrl: string;
  username: string;
  password: string;
  passwordOrigin: string;
  /** Plain http to a host other than this computer, accepted by the person for this origin. */
  allowInsecureOrigin?: string;
  calendarUrl?: string;
  calendarName?: string;
  /** RFC 6578 sync-token of the last complete pull; absent: compare ETags. */
  syncToken?: string;
  /** The server answered sync-collection with no sync-token: the pull compares ETags, without asking again until the next connect. */
  noSyncToken?: true;
  /** When the last sync finished without a problem (ISO 8601). */
  lastSyncAt?: string;
  /** How many tasks the last good sync received and sent. */
  lastChanges?: number;
  /** The last sync's problem as one sentence; absent when it went well. */
  problem?: string;
  /**
   * Progress of a sync that is running: tasks sent of those to send. Numbers, not a sentence: the
   * panel words them in the person's locale ("Sent 120 of 2,000 tasks"). A string is a line
   * written by an older version mid-sync, shown as it is.
   */
  progress?: SyncProgress | string;
}

/** How far the push of a running sync has got. */
export interface SyncProgress {
  sent: number;
  total: number;
}

/** What the last sync agreed with the server about one task: where it lives, its ETag, its text and fields then. */
export interface SyncItem {
  uid: string;
  href: string;
  etag?: string;
  /** The server's calendar object text as last read or written: edits are made on it in place. */
  ics: string;
  /** The fields both sides agreed on then: the base of a field-by-field merge. */
  base: SyncedFields;
  /** LAST-MODIFIED of that copy. */
  lastModified?: string;
}

/** A task changed here since the last sync, in the order of the changes (`seq`). Written in the transaction of the change. */
export interface SyncOutboxRow {
  uid: string;
  seq: number;
}
