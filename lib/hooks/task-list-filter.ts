import { TITLE_MAX, type ListTodosInput } from '../todos';

export type DueChoice = 'any' | 'today' | 'overdue';

export interface TaskListChoices {
  showCompleted: boolean;
  /** What was typed in the search box: words, and a `#tag` to list one tag. */
  search: string;
  due: DueChoice;
}

const TAG = /(?:^|\s)#([^\s#]{1,40})(?=\s|$)/;

/**
 * The listing the Tasks view's controls ask for. The first `#tag` of the
 * search is read through the tag index; the other words are a text search.
 */
export function taskListFilter({ showCompleted, search, due }: TaskListChoices): ListTodosInput {
  const tag = TAG.exec(search);
  const words = (tag ? search.replace(tag[0], ' ') : search).replace(/#/g, '').replace(/\s+/g, ' ').trim().slice(0, TITLE_MAX);
  return {
    status: showCompleted ? 'all' : 'pending',
    ...(tag?.[1] ? { tag: tag[1] } : {}),
    ...(words ? { query: words } : {}),
    ...(due !== 'any' ? { due } : {}),
  };
}
