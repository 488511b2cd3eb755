export * from './entities';
export { createDatabase, db, type TodoDatabase } from './database';
export { DB_NAME } from './schema';
export { requestPersistentStorage } from './persist-storage';
export * from './todo-keys';
