import { TITLE_MAX, type ListTodosInput } from '../todos';
import { siteFromInput } from '../util/page-link';

export type DueChoice = 'any' | 'today' | 'overdue';

export interface TaskListChoices {
  showCompleted: boolean;
  /** What was typed in the search box: words, a `#tag` to list one tag, `site:github.com` to list one site's tasks. */
  search: string;
  due: DueChoice;
}

const TAG = /(?:^|\s)#([^\s#]{1,40})(?=\s|$)/;
const SITE = /(?:^|\s)site:(\S{1,300})(?=\s|$)/i;

/**
 * The listing the Tasks view's controls ask for. `site:github.com` and the
 * first `#tag` of the search are read through their indexes (a site's tasks
 * include its subdomains'); the other words are a text search.
 */
export function taskListFilter({ showCompleted, search: typed, due }: TaskListChoices): ListTodosInput {
  const siteMatch = SITE.exec(typed);
  const site = siteMatch?.[1] ? siteFromInput(siteMatch[1]) : undefined;
  const search = siteMatch ? typed.replace(siteMatch[0], ' ') : typed;
  const tag = TAG.exec(search);
  const words = (tag ? search.replace(tag[0], ' ') : search).replace(/#/g, '').replace(/\s+/g, ' ').trim().slice(0, TITLE_MAX);
  return {
    status: showCompleted ? 'all' : 'pending',
    ...(tag?.[1] ? { tag: tag[1] } : {}),
    ...(site ? { site } : {}),
    ...(words ? { query: words } : {}),
    ...(due !== 'any' ? { due } : {}),
  };
}
