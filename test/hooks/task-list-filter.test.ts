import { describe, expect, it } from 'vitest';
import { taskListFilter } from '@/lib/hooks';

const choices = { showCompleted: false, search: '', due: 'any' as const };

describe('taskListFilter', () => {
  it('lists pending tasks, or all of them with completed ones', () => {
    expect(taskListFilter(choices)).toEqual({ status: 'pending' });
    expect(taskListFilter({ ...choices, showCompleted: true, due: 'overdue' })).toEqual({ status: 'all', due: 'overdue' });
  });

  it('reads the first #tag through the tag index and the other words as a text search', () => {
    expect(taskListFilter({ ...choices, search: '#Home' })).toEqual({ status: 'pending', tag: 'Home' });
    expect(taskListFilter({ ...choices, search: ' milk  #shop  oat ' })).toEqual({ status: 'pending', tag: 'shop', query: 'milk oat' });
    expect(taskListFilter({ ...choices, search: '#shop #home' })).toEqual({ status: 'pending', tag: 'shop', query: 'home' });
    expect(taskListFilter({ ...choices, search: '#' })).toEqual({ status: 'pending' });
  });

  it('reads site:github.com as the site filter, with the other words and a tag beside it', () => {
    expect(taskListFilter({ ...choices, search: 'site:GitHub.com' })).toEqual({ status: 'pending', site: 'github.com' });
    expect(taskListFilter({ ...choices, search: 'review site:www.github.com #work' })).toEqual({ status: 'pending', site: 'github.com', tag: 'work', query: 'review' });
  });

  it('keeps a search within what the listing accepts', () => {
    expect(taskListFilter({ ...choices, search: 'x'.repeat(500) }).query).toHaveLength(200);
    expect(taskListFilter({ ...choices, search: `#${'t'.repeat(41)}` })).toEqual({ status: 'pending', query: 't'.repeat(41) });
  });
});
