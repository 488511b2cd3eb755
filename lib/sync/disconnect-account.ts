import type { TodoDatabase } from '../db';

/**
 * Forgets the account: its address, user name and password, the calendar,
 * what was last agreed with it and the changes still to send. The tasks stay
 * here as they are; connecting again sends them all.
 */
export async function disconnectAccount(db: TodoDatabase): Promise<void> {
  await db.transaction('rw', [db.syncAccount, db.syncItems, db.syncOutbox], async () => {
    await db.syncAccount.clear();
    await db.syncItems.clear();
    await db.syncOutbox.clear();
  });
}
