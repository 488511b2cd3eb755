import { useState } from 'react';
import { useEscapeKey } from '@/lib/hooks';
import { useChat } from '@/lib/hooks/use-chat';
import { useOfflineWarmUp } from '@/lib/hooks/use-offline-warm-up';
import { usePendingApprovals } from '@/lib/hooks/use-pending-approvals';
import { ApprovalCard } from './ApprovalCard';
import { ApproveAllButtons } from './ApproveAllButtons';
import { Composer } from './Composer';
import { MessageList } from './MessageList';

/** One conversation: its messages, any pending approvals, errors, and the message box. */
export function ConversationPane({ conversationId }: { conversationId: string }) {
  const chat = useChat(conversationId);
  const approvals = usePendingApprovals(conversationId) ?? [];
  const unanswered = chat.unanswered && approvals.length === 0;
  // The offline assistant's script loads in the background before the first turn needs it.
  const aboutToType = useOfflineWarmUp();
  // Escape anywhere in the chat ends the reply in flight, like the Stop button.
  useEscapeKey(chat.running, chat.stop);
  // After Approve/Reject the card goes away: focus goes back to the message box, not to the page.
  const [focusRequest, setFocusRequest] = useState(0);
  const answer = (approvalId: string | string[], approved: boolean) => {
    chat.answerApproval(approvalId, approved);
    setFocusRequest((count) => count + 1);
  };

  return (
    <>
      <MessageList
        thread={chat.thread}
        liveItems={chat.liveItems}
        liveEngine={chat.engine}
        running={chat.running}
        retrying={chat.retrying}
        hasEarlier={chat.hasEarlier}
        loadingEarlier={chat.loadingEarlier}
        onLoadEarlier={chat.loadEarlier}
        readError={chat.readError}
        onTry={chat.running ? undefined : chat.send}
      />
      {chat.error ? (
        <div className="chat-error" role="alert">
          <p>{chat.error}</p>
          {!chat.running && chat.unsent === undefined ? (
            <button type="button" onClick={() => chat.retry()}>
              Retry
            </button>
          ) : null}
        </div>
      ) : unanswered && !chat.running ? (
        <div className="chat-interrupted" role="status">
          <p>The answer was interrupted.</p>
          <button type="button" onClick={() => chat.retry()}>
            Retry
          </button>
        </div>
      ) : null}
      {approvals.length > 0 ? (
        <div className="approvals">
          {approvals.length > 1 ? (
            <ApproveAllButtons
              count={approvals.length}
              disabled={chat.running}
              onAnswer={(approved) =>
                answer(
                  approvals.map((approval) => approval.approvalId),
                  approved,
                )
              }
            />
          ) : null}
          {approvals.map((approval) => (
            <ApprovalCard key={approval.approvalId} approval={approval} disabled={chat.running} onAnswer={(approved) => answer(approval.approvalId, approved)} />
          ))}
        </div>
      ) : null}
      <Composer
        disabled={chat.running}
        running={chat.running}
        onStop={chat.stop}
        onSend={chat.send}
        returned={chat.unsent}
        focusRequest={focusRequest}
        onAboutToType={aboutToType}
      />
    </>
  );
}
