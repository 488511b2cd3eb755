import Dexie, { type EntityTable, type Transaction } from 'dexie';
import type { Approval, AuditEntry, Conversation, ImportUndoPiece, Memory, MemoryRevision, StoredMessage, SyncAccount, SyncItem, SyncOutboxRow, Todo } from './entities';
import { DB_NAME, schemaV1, schemaV2, schemaV3, schemaV4, schemaV5, schemaV6 } from './schema';
import { newUid, syncOutboxMiddleware } from './sync-outbox-middleware';
import { todoKeysOf } from './todo-keys';
import { todoKeysMiddleware } from './todo-keys-middleware';

export type TodoDatabase = Dexie & {
  todos: EntityTable<Todo, 'id'>;
  conversations: EntityTable<Conversation, 'id'>;
  messages: EntityTable<StoredMessage, 'id'>;
  audit: EntityTable<AuditEntry, 'id'>;
  approvals: EntityTable<Approval, 'id'>;
  memories: EntityTable<Memory, 'id'>;
  memoryRevision: EntityTable<MemoryRevision, 'id'>;
  importUndo: EntityTable<ImportUndoPiece, 'id'>;
  syncAccount: EntityTable<SyncAccount, 'id'>;
  syncItems: EntityTable<SyncItem, 'uid'>;
  syncOutbox: EntityTable<SyncOutboxRow, 'uid'>;
};

/** An upgrade that gives every stored task its derived keys (todo-keys.ts) as this version computes them. */
const withTodoKeys = (tx: Transaction) =>
  tx
    .table<Todo, number>('todos')
    .toCollection()
    .modify((todo) => {
      Object.assign(todo, todoKeysOf(todo));
    });

/** Opens (lazily) a database; tests pass their own name to stay isolated. */
export function createDatabase(name: string = DB_NAME): TodoDatabase {
  const db = new Dexie(name) as TodoDatabase;
  db.version(1).stores(schemaV1);
  db.version(2).stores(schemaV2).upgrade(withTodoKeys);
  db.version(3).stores(schemaV3);
  db.version(4).stores(schemaV4).upgrade(withTodoKeys);
  db.version(5).stores(schemaV5);
  db.version(6)
    .stores(schemaV6)
    .upgrade((tx) =>
      tx
        .table<Todo, number>('todos')
        .toCollection()
        .modify((todo) => {
          todo.uid ??= newUid();
        }),
    );
  db.use(todoKeysMiddleware);
  db.use(syncOutboxMiddleware);
  return db;
}

/** The extension's one database, shared by every module of a context. */
export const db: TodoDatabase = createDatabase();
