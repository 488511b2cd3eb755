export * from './entities';
export { createDatabase, db, type TodoDatabase } from './database';
export { newUid } from './sync-outbox-middleware';
export { DB_NAME } from './schema';
export { requestPersistentStorage } from './persist-storage';
export { checkStorage, type StorageCheck } from './check-storage';
export { storedVersion } from './stored-version';
export { messageNotSavedText, storageFailedText, storageNoticeText, storageProblemOf, storageReasonOf, type StorageContext, type StorageProblem } from './storage-problem';
export * from './todo-keys';
