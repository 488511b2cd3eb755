import type { DueChoice } from '@/lib/hooks';

interface TaskFiltersProps {
  search: string;
  due: DueChoice;
  onSearch: (search: string) => void;
  onDue: (due: DueChoice) => void;
}

/** Search (words, `#tag` or `site:github.com`) and a due-date filter for the Tasks view. */
export function TaskFilters({ search, due, onSearch, onDue }: TaskFiltersProps) {
  return (
    <div className="task-filters" role="search">
      <input type="search" aria-label="Search tasks" placeholder="Search, #tag or site:github.com" value={search} onChange={(e) => onSearch(e.target.value)} />
      <select aria-label="Due" value={due} onChange={(e) => onDue(e.target.value as DueChoice)}>
        <option value="any">Any date</option>
        <option value="today">Due today</option>
        <option value="overdue">Overdue</option>
      </select>
    </div>
  );
}
