import { useState } from 'react';
import { useConversations } from '@/lib/hooks/use-conversations';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { ConversationPane } from './ConversationPane';
import { ConversationPicker } from './ConversationPicker';
import '../shared/chat.css';

/** The Chat tab: the conversation picker and the conversation on screen. */
export function ChatView() {
  const { conversations, currentId, isStored, startNew, select, remove } = useConversations();
  const [toDelete, setToDelete] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const title = conversations.find((conversation) => conversation.id === toDelete)?.title;
  return (
    <div className="chat-view">
      <ConversationPicker conversations={conversations} currentId={currentId} isStored={isStored} onSelect={select} onNew={startNew} onDelete={() => setToDelete(currentId)} />
      {problem ? (
        <p className="error" role="alert">
          {problem}
        </p>
      ) : null}
      {currentId ? <ConversationPane key={currentId} conversationId={currentId} /> : <p className="muted">Loading…</p>}
      {toDelete ? (
        <ConfirmDialog
          title="Delete conversation?"
          message={`${title ? `“${title}”` : 'This conversation'} and all its messages will be deleted; this cannot be undone. Your tasks stay, and the Activity log records that a conversation was deleted.`}
          confirmLabel="Delete"
          onConfirm={() => {
            const id = toDelete;
            setToDelete(undefined);
            setProblem(undefined);
            remove(id).catch(() => setProblem('The conversation could not be deleted; nothing was changed. Try again.'));
          }}
          onCancel={() => setToDelete(undefined)}
        />
      ) : null}
    </div>
  );
}
