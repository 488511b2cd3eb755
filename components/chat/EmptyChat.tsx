import { answeringAssistant, EXAMPLE_REQUESTS } from '@/lib/chat';
import { useSettings } from '@/lib/hooks/use-settings';

/**
 * The first thing a new conversation shows: who answers, three requests to
 * try (a tap sends one), and how to connect a model when none is.
 */
export function EmptyChat({ onTry }: { onTry?: ((text: string) => void) | undefined }) {
  const settings = useSettings();
  if (!settings) return null;
  const { name, connected } = answeringAssistant(settings);
  return (
    <div className="empty-chat">
      <p>
        Answering: <strong>{name}</strong>. It adds, finds, changes and completes your tasks.
      </p>
      {onTry ? (
        <>
          <p className="muted" id="empty-chat-try">
            Try one:
          </p>
          <ul className="example-requests" aria-labelledby="empty-chat-try">
            {EXAMPLE_REQUESTS.map((text) => (
              <li key={text}>
                <button type="button" onClick={() => onTry(text)}>
                  {text}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {connected ? null : (
        <p className="muted">For free-form requests, connect a model in Settings → Assistant (a server such as Ollama or OpenAI, or a model that runs in the browser).</p>
      )}
    </div>
  );
}
