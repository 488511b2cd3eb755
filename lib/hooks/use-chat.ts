import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { buildThread, endsUnanswered, type LiveItem } from '../chat';
import { listMessages } from '../conversations';
import { db } from '../db';
import { chatSession, type ChatSession } from '../messaging/chat-session';
import { errorMessage } from '../util';

/** Runs a send; the error message when it could not be sent. */
function attempt(action: () => void): string | undefined {
  try {
    action();
    return undefined;
  } catch (error) {
    return errorMessage(error);
  }
}

/**
 * One conversation's chat: its stored messages (live from the database, so
 * it survives reloads and a stopped worker), what the request in flight has
 * streamed so far, and send / retry / approve. Send and retry return an error
 * message when the request could not be sent.
 */
export function useChat(conversationId: string, session: ChatSession = chatSession()) {
  const messages = useLiveQuery(() => listMessages(db, conversationId), [conversationId]);
  const live = useSyncExternalStore(session.subscribe, () => session.getState(conversationId));
  const lastId = messages?.at(-1)?.id ?? 0;

  const thread = useMemo(() => buildThread(messages ?? []), [messages]);
  const answerStored = (messages ?? []).some((m) => m.id > live.afterMessageId && m.role !== 'user');
  const liveItems: LiveItem[] = useMemo(() => {
    if (answerStored) return [];
    const storedCalls = new Set(thread.flatMap((item) => (item.kind === 'tool' ? [item.toolCallId] : [])));
    return live.items.filter((item) => item.kind !== 'tool' || !storedCalls.has(item.toolCallId));
  }, [answerStored, thread, live.items]);

  const send = useCallback((text: string) => attempt(() => session.send(conversationId, text, lastId)), [session, conversationId, lastId]);
  const retry = useCallback(() => attempt(() => session.retry(conversationId, lastId)), [session, conversationId, lastId]);
  const answerApproval = useCallback(
    (approvalIds: string | readonly string[], approved: boolean) => attempt(() => session.answerApproval(conversationId, approvalIds, approved, lastId)),
    [session, conversationId, lastId],
  );

  return {
    loading: messages === undefined,
    thread,
    liveItems,
    running: live.running,
    engine: live.engine,
    error: live.error,
    /** The text of a message that could not be saved, to put back in the message box. */
    unsent: live.unsent,
    /** The port closed mid-request, or the conversation ends without an answer while nothing runs. */
    unanswered: live.interrupted || (!live.running && !live.error && liveItems.length === 0 && messages !== undefined && endsUnanswered(messages)),
    send,
    retry,
    answerApproval,
  };
}
