/** Placeholder until its issue lands. */
export function TasksView() {
  return <p className="muted">Coming soon.</p>;
}
