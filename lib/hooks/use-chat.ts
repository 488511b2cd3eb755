import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { buildThread, createMessageWindow, endsUnanswered, type LiveItem } from '../chat';
import { db, type StoredMessage } from '../db';
import { chatSession, type ChatSession } from '../chat/chat-session';
import { loadChatSchemas } from '../chat/chat-client';
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

/** Whether an answer (anything but the user's own message) was stored after message `afterId`. */
function answeredAfter(messages: readonly StoredMessage[], afterId: number): boolean {
  for (let i = messages.length - 1; i >= 0 && messages[i]!.id > afterId; i--) {
    if (messages[i]!.role !== 'user') return true;
  }
  return false;
}

/**
 * One conversation's chat: its stored messages (live from the database, so
 * it survives reloads and a stopped worker; the newest page, and earlier
 * pages on request), what the request in flight has streamed so far, and
 * send / retry / approve. Send and retry return an error message when the
 * request could not be sent.
 */
export function useChat(conversationId: string, session: ChatSession = chatSession()) {
  const messageWindow = useMemo(() => createMessageWindow(db, conversationId), [conversationId]);
  const stored = useSyncExternalStore(messageWindow.subscribe, messageWindow.getState);
  const messages = stored.messages;
  const live = useSyncExternalStore(session.subscribe, () => session.getState(conversationId));
  // The port's schemas, right after the first paint, so a first Send rarely waits for them.
  useEffect(() => void loadChatSchemas().catch(() => undefined), []);
  const lastId = messages?.at(-1)?.id ?? 0;

  // The loaded pages together: a tool call and its result pair up across a page boundary.
  const thread = useMemo(() => buildThread(messages ?? []), [messages]);
  const answerStored = answeredAfter(messages ?? [], live.afterMessageId);
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

  const stop = useCallback(() => session.stop(), [session]);

  const loadEarlier = useCallback(() => void messageWindow.loadEarlier(), [messageWindow]);

  return {
    loading: messages === undefined,
    /** Messages before the loaded ones exist; `loadEarlier` reads the previous page. */
    hasEarlier: stored.hasEarlier,
    loadingEarlier: stored.loadingEarlier,
    loadEarlier,
    readError: stored.error,
    thread,
    liveItems,
    running: live.running,
    /** The model call is being tried again: attempt of max. */
    retrying: live.retrying,
    engine: live.engine,
    error: live.error,
    /** The text of a message that could not be saved, to put back in the message box. */
    unsent: live.unsent,
    /** The port closed mid-request, or the conversation ends without an answer while nothing runs. */
    unanswered: live.interrupted || (!live.running && !live.error && liveItems.length === 0 && messages !== undefined && endsUnanswered(messages)),
    send,
    retry,
    /** Ends the reply in flight; what was said so far is kept, marked "(stopped)". */
    stop,
    answerApproval,
  };
}
