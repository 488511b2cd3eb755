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
        <button type="button" className="icon-button" aria-label="New conversation" title="New conversation" onClick={onNew} disabled={!isStored}>
          <span aria-hidden="true">+</span>
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
      {/* Icon buttons with their names, so the header is one row at 240 px; Delete is quiet until asked (it confirms). */}
      <button type="button" className="icon-button" aria-label="New conversation" title="New conversation" onClick={onNew} disabled={!isStored}>
        <span aria-hidden="true">+</span>
      </button>
      {onDelete ? (
        <button type="button" className="icon-button quiet" aria-label="Delete conversation" title="Delete conversation" onClick={onDelete} disabled={!isStored}>
          {/* A drawn bin: an emoji needs a font the system may lack. */}
          <svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5">
            <path d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4M6.8 6.5v5M9.2 6.5v5" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
