import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { buildThread, endsUnanswered, idleTurn, liveTurnReducer, type LiveItem, type ThreadItem } from '../chat';
import { listMessages } from '../conversations';
import { db } from '../db';
import { createChatClient, type ChatClient } from '../messaging';

export type ChatClientFactory = (handlers: Parameters<typeof createChatClient>[0]) => ChatClient;

/**
 * One conversation's chat: its stored messages (live from the database, so
 * it survives reloads and a stopped worker), what the request in flight has
 * streamed so far, and send / retry / approve.
 */
export function useChat(conversationId: string, clientFactory: ChatClientFactory = createChatClient) {
  const messages = useLiveQuery(() => listMessages(db, conversationId), [conversationId]);
  const [live, dispatch] = useReducer(liveTurnReducer, conversationId, idleTurn);
  const [client] = useState(() =>
    clientFactory({
      onEvent: (event) => dispatch({ type: 'event', event }),
      onInterrupted: (id) => dispatch({ type: 'interrupted', conversationId: id }),
    }),
  );
  useEffect(() => () => client.close(), [client]);

  const current = live.conversationId === conversationId ? live : idleTurn(conversationId);
  const lastId = messages?.at(-1)?.id ?? 0;

  const stored = useMemo(() => buildThread(messages ?? []), [messages]);
  const answerStored = (messages ?? []).some((m) => m.id > current.afterMessageId && m.role !== 'user');
  const liveItems: LiveItem[] = useMemo(() => {
    if (answerStored) return [];
    const storedCalls = new Set(stored.flatMap((item) => (item.kind === 'tool' ? [item.toolCallId] : [])));
    return current.items.filter((item) => item.kind !== 'tool' || !storedCalls.has(item.toolCallId));
  }, [answerStored, stored, current.items]);

  const run = useCallback(
    (action: (c: ChatClient) => void): string | undefined => {
      dispatch({ type: 'start', conversationId, afterMessageId: lastId });
      try {
        action(client);
        return undefined;
      } catch (error) {
        dispatch({ type: 'reset', conversationId });
        return error instanceof Error ? error.message : String(error);
      }
    },
    [client, conversationId, lastId],
  );

  const send = useCallback((text: string) => run((c) => c.send(conversationId, text)), [run, conversationId]);
  const retry = useCallback(() => run((c) => c.retry(conversationId)), [run, conversationId]);
  const answerApproval = useCallback(
    (approvalId: string, approved: boolean) => run((c) => c.answerApproval(approvalId, approved, conversationId)),
    [run, conversationId],
  );

  return {
    loading: messages === undefined,
    thread: stored as ThreadItem[],
    liveItems,
    running: current.running,
    engine: current.engine,
    error: current.error,
    /** The port closed mid-request, or the conversation ends without an answer (and nothing is running or awaited). */
    unanswered: current.interrupted || (!current.running && !current.error && liveItems.length === 0 && messages !== undefined && endsUnanswered(messages)),
    send,
    retry,
    answerApproval,
  };
}
