import MiniSearch from 'minisearch';

export interface IndexedText {
  id: number;
  text: string;
}

export interface LexicalIndex {
  add(items: readonly IndexedText[]): void;
  remove(id: number): void;
  has(id: number): boolean;
  /** Ids of the best matches, best first. */
  search(query: string, limit: number): number[];
  readonly size: number;
}

/**
 * Full-text search over memories with MiniSearch: BM25 ranking, prefix and
 * small-typo matches ("dentst" finds "dentist"), any word may match. It needs
 * no model, so it always works, in every tier.
 */
export function createLexicalIndex(items: readonly IndexedText[] = []): LexicalIndex {
  const search = new MiniSearch<IndexedText>({
    fields: ['text'],
    searchOptions: { prefix: (term) => term.length >= 4, fuzzy: (term) => (term.length >= 5 ? 0.2 : 0), combineWith: 'OR' },
  });
  search.addAll(items);
  return {
    add: (more) => search.addAll(more.filter((item) => !search.has(item.id))),
    remove: (id) => {
      if (search.has(id)) search.discard(id);
    },
    has: (id) => search.has(id),
    search: (query, limit) =>
      query.trim()
        ? search
            .search(query)
            .slice(0, limit)
            .map((result) => Number(result.id))
        : [],
    get size() {
      return search.documentCount;
    },
  };
}
