/** "09:30" for today's entries, "Mar 9, 09:30" for older ones, in local time. */
export function formatAuditTime(at: string, now: Date, locale?: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  const clock = date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  if (date.toDateString() === now.toDateString()) return clock;
  const sameYear = date.getFullYear() === now.getFullYear();
  const day = date.toLocaleDateString(locale, { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) });
  return `${day}, ${clock}`;
}
