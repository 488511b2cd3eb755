import { useId, useState } from 'react';
import { useMemories } from '@/lib/hooks/use-memories';
import { useWebLlmDownload } from '@/lib/hooks/use-webllm-download';
import { WEBLLM_EMBEDDING_MODEL } from '@/lib/models/webllm/model-catalog';
import { WebLlmEmbeddingSettings } from './WebLlmEmbeddingSettings';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { formatMoment } from '@/lib/time/format-time';

const KIND_LABEL = { summary: 'Conversation summary', fact: 'Kept fact' } as const;

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatMoment(date, new Date());
}

/** A text or number field saved when it loses focus (or on Enter), not with the form's Save. Keyed by its saved value, so a change elsewhere resets the draft. */
function CommitInput({
  id,
  label,
  hint,
  value,
  type,
  min,
  max,
  onCommit,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  type: 'text' | 'number';
  min?: number;
  max?: number;
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  return (
    <div className="settings-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={draft}
        min={min}
        max={max}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => draft !== value && onCommit(draft)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (draft !== value) onCommit(draft);
        }}
      />
      <span id={`${id}-hint`} className="hint">
        {hint}
      </span>
    </div>
  );
}

/**
 * Settings → Memory: the off switch, the embedding model, and the memories
 * themselves (newest first, searchable), each with Delete; Delete all asks first.
 */
export function MemorySettings() {
  const [query, setQuery] = useState('');
  const [confirming, setConfirming] = useState(false);
  const embeddingDownload = useWebLlmDownload(WEBLLM_EMBEDDING_MODEL.id);
  const { settings, memories, total, embedded, problem, remove, removeAll, change } = useMemories(query, embeddingDownload.record.status === 'downloaded');
  const switchId = useId();
  if (!settings) return null;

  // The facts the person asked to keep come first; the automatic summaries fold into one line.
  const facts = memories?.filter((memory) => memory.kind === 'fact') ?? [];
  const summaries = memories?.filter((memory) => memory.kind !== 'fact') ?? [];
  const item = (memory: NonNullable<typeof memories>[number]) => (
    <li key={memory.id} className="memory-item">
      <p id={`memory-${memory.id}`} className="memory-text">
        {memory.text}
      </p>
      <p className="hint">
        {KIND_LABEL[memory.kind]} · {formatDate(memory.createdAt)}
      </p>
      <button type="button" aria-describedby={`memory-${memory.id}`} onClick={() => void remove(memory.id)}>
        Delete
      </button>
    </li>
  );

  return (
    <fieldset className="memory-settings">
      <legend>Memory</legend>
      <label className="checkbox" htmlFor={switchId}>
        <input id={switchId} type="checkbox" checked={settings.enabled} onChange={(event) => void change({ enabled: event.target.checked })} />
        <span>
          Remember across conversations
          <br />
          <span className="hint">Keeps facts you ask it to remember and summaries of long conversations, on this computer. Off: nothing is kept or used.</span>
        </span>
      </label>
      <CommitInput
        key={`model-${settings.embeddingModel}`}
        id="settings-embedding-model"
        label="Embeddings for search"
        hint="Remote model: the name of an embedding model on its server (nomic-embed-text with Ollama, text-embedding-3-small with OpenAI). Empty: memories are found by their words only."
        type="text"
        value={settings.embeddingModel}
        onCommit={(value) => void change({ embeddingModel: value.trim() })}
      />
      <WebLlmEmbeddingSettings
        enabled={settings.webllmEmbeddings}
        onEnabledChange={(webllmEmbeddings) => void change({ webllmEmbeddings })}
        view={embeddingDownload}
        remoteFirst={settings.embeddingModel !== ''}
      />
      {embedded && embedded.total > 0 ? (
        <p className="hint" role="status">
          {embedded.done === embedded.total
            ? `All ${embedded.total} memories are searchable by meaning with ${embedded.model}.`
            : `Preparing memories for ${embedded.model}: ${embedded.done} of ${embedded.total} (continues while you chat).`}
        </p>
      ) : null}

      <div className="settings-field">
        <label htmlFor="settings-memory-search">Search memories</label>
        <input
          id="settings-memory-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches as you type already; it must not submit the settings form.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </div>
      {memories && memories.length > 0 ? (
        <>
          {facts.length > 0 ? (
            <ul className="memory-list" aria-label="Memories">
              {facts.map(item)}
            </ul>
          ) : null}
          {summaries.length > 0 ? (
            <details className="memory-summaries">
              <summary>
                Summaries of {summaries.length} conversation{summaries.length === 1 ? '' : 's'} <span className="hint">(kept automatically)</span>
              </summary>
              <ul className="memory-list" aria-label="Conversation summaries">
                {summaries.map(item)}
              </ul>
            </details>
          ) : null}
        </>
      ) : (
        <p className="muted">{query.trim() ? 'No memory matches these words.' : 'No memories yet. Say “remember that …” in the chat.'}</p>
      )}
      {problem ? (
        <p className="notice-error" role="alert">
          {problem}
        </p>
      ) : null}
      {total ? (
        <div className="settings-actions">
          <button type="button" className="danger" onClick={() => setConfirming(true)}>
            Delete all memories
          </button>
        </div>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title="Delete all memories?"
          message={`All ${total ?? 0} memories will be deleted. Your conversations and tasks stay as they are.`}
          confirmLabel="Delete all"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void removeAll();
          }}
        />
      ) : null}
    </fieldset>
  );
}
