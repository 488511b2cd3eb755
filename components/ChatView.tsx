/** Placeholder until its issue lands. */
export function ChatView() {
  return <p className="muted">Coming soon.</p>;
}
