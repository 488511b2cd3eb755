/** Placeholder until its issue lands. */
export function ActivityView() {
  return <p className="muted">Coming soon.</p>;
}
