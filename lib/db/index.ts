export * from './entities';
export { createDatabase, db, type TodoDatabase } from './database';
export { DB_NAME } from './schema';
export { requestPersistentStorage } from './persist-storage';
export { messageNotSavedText, notSavedText, storageNoticeText, storageProblemOf, type StorageContext, type StorageProblem } from './storage-problem';
