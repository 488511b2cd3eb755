import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { db } from '../db';
import { latestConversation, pickerConversations } from '../conversations';
import { deleteConversation } from '../data/delete-history';
import { createLogger } from '../util';

/** How many conversations the picker lists (the most recently active ones). */
const PICKER_LIMIT = 50;

/**
 * The conversations to pick from and the one on screen: the most recent at
 * first. A new conversation gets its UUID here and is stored with its first
 * message, so empty conversations never pile up. The picker's read is
 * bounded: the newest conversations, plus the one on screen if it is older.
 */
const log = createLogger('conversations');

export function useConversations() {
  const [currentId, setCurrentId] = useState<string>();
  const picker = useLiveQuery(() => pickerConversations(db, currentId, PICKER_LIMIT), [currentId]);

  useEffect(() => {
    let active = true;
    void latestConversation(db)
      .catch((error: unknown) => {
        // The panel still opens, on a new conversation; the storage notice says why reads fail.
        log.warn('could not read the latest conversation', error);
        return undefined;
      })
      .then((latest) => {
        if (active) setCurrentId((current) => current ?? latest?.id ?? crypto.randomUUID());
      });
    return () => {
      active = false;
    };
  }, []);

  const startNew = useCallback(() => setCurrentId(crypto.randomUUID()), []);
  const select = useCallback((id: string) => setCurrentId(id), []);
  /** Deletes a conversation (audited, without its content), then opens the next most recent one, or a new one when none is left. */
  const remove = useCallback(async (id: string) => {
    await deleteConversation(db, id);
    const next = await latestConversation(db);
    setCurrentId(next?.id ?? crypto.randomUUID());
  }, []);

  return { conversations: picker?.conversations ?? [], currentId, isStored: picker?.currentStored ?? false, startNew, select, remove };
}
