import { useChat } from '@/lib/hooks/use-chat';
import { usePendingApproval } from '@/lib/hooks/use-pending-approval';
import { ApprovalCard } from './ApprovalCard';
import { Composer } from './Composer';
import { MessageList } from './MessageList';

/** One conversation: its messages, any pending approval, errors, and the message box. */
export function ConversationPane({ conversationId }: { conversationId: string }) {
  const chat = useChat(conversationId);
  const approval = usePendingApproval(conversationId);
  const unanswered = chat.unanswered && !approval;

  return (
    <>
      <MessageList
        thread={chat.thread}
        liveItems={chat.liveItems}
        liveEngine={chat.engine}
        running={chat.running}
        hasEarlier={chat.hasEarlier}
        loadingEarlier={chat.loadingEarlier}
        onLoadEarlier={chat.loadEarlier}
        readError={chat.readError}
      />
      {chat.error ? (
        <div className="chat-error" role="alert">
          <p>{chat.error}</p>
          {!chat.running ? (
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
      {approval ? <ApprovalCard approval={approval} disabled={chat.running} onAnswer={(approved) => chat.answerApproval(approval.approvalId, approved)} /> : null}
      <Composer disabled={chat.running} onSend={chat.send} />
    </>
  );
}
