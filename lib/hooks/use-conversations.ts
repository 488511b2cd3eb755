import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { db } from '../db';
import { latestConversation, listConversations } from '../conversations';

/**
 * The conversations and the one on screen: the most recent at first. A new
 * conversation gets its UUID here and is stored with its first message, so
 * empty conversations never pile up.
 */
export function useConversations() {
  const conversations = useLiveQuery(() => listConversations(db), []);
  const [currentId, setCurrentId] = useState<string>();

  useEffect(() => {
    let active = true;
    void latestConversation(db)
      .catch(() => undefined)
      .then((latest) => {
        if (active) setCurrentId((current) => current ?? latest?.id ?? crypto.randomUUID());
      });
    return () => {
      active = false;
    };
  }, []);

  const startNew = useCallback(() => setCurrentId(crypto.randomUUID()), []);
  const select = useCallback((id: string) => setCurrentId(id), []);
  const isStored = conversations?.some((c) => c.id === currentId) ?? false;

  return { conversations: conversations ?? [], currentId, isStored, startNew, select };
}
