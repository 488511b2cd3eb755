import { linkProblem } from '@/lib/util';

/**
 * A task's page, as its title linking to it: "🔗 Issue #7 · owner/repo".
 * Opens in a new tab, tells the page nothing about the extension, and
 * renders only http(s) links (a stored value is checked again here).
 */
export function TaskLink({ url, title }: { url: string; title: string }) {
  if (linkProblem(url)) return null;
  return (
    <a className="task-link" href={url} target="_blank" rel="noopener noreferrer" title={`${url} (opens in a new tab)`}>
      <span aria-hidden="true">🔗 </span>
      {title}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
