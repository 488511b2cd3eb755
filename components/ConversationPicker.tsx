import type { Conversation } from '@/lib/db';

/** Reopens an earlier conversation, starts a new one, or deletes the one on screen (once it is stored). */
export function ConversationPicker({
  conversations,
  currentId,
  isStored,
  onSelect,
  onNew,
  onDelete,
}: {
  conversations: Conversation[];
  currentId: string | undefined;
  isStored: boolean;
  onSelect: (id: string) => void;
  onNew: () => void;
  onDelete?: () => void;
}) {
  // Nothing stored yet: nothing to pick from, and this already is a new conversation.
  if (conversations.length === 0)
    return (
      <div className="conversation-picker">
        <button type="button" onClick={onNew} disabled={!isStored}>
          New conversation
        </button>
      </div>
    );
  return (
    <div className="conversation-picker">
      <label htmlFor="conversation-select" className="visually-hidden">
        Conversations
      </label>
      <select id="conversation-select" value={currentId ?? ''} onChange={(event) => onSelect(event.target.value)}>
        {!isStored && currentId ? <option value={currentId}>New conversation</option> : null}
        {conversations.map((conversation) => (
          <option key={conversation.id} value={conversation.id}>
            {conversation.title}
          </option>
        ))}
      </select>
      <button type="button" onClick={onNew} disabled={!isStored}>
        New conversation
      </button>
      {onDelete ? (
        <button type="button" className="danger" onClick={onDelete} disabled={!isStored}>
          Delete conversation
        </button>
      ) : null}
    </div>
  );
}
