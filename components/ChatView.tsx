import { useConversations } from '@/lib/hooks/use-conversations';
import { ConversationPane } from './ConversationPane';
import { ConversationPicker } from './ConversationPicker';
import './chat.css';

/** The Chat tab: the conversation picker and the conversation on screen. */
export function ChatView() {
  const { conversations, currentId, isStored, startNew, select } = useConversations();
  return (
    <div className="chat-view">
      <ConversationPicker conversations={conversations} currentId={currentId} isStored={isStored} onSelect={select} onNew={startNew} />
      {currentId ? <ConversationPane key={currentId} conversationId={currentId} /> : <p className="muted">Loading…</p>}
    </div>
  );
}
