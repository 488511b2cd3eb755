/** Placeholder until its issue lands. */
export function SettingsView() {
  return <p className="muted">Coming soon.</p>;
}
