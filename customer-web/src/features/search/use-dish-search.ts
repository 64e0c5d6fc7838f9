import { useEffect, useState } from 'react';
import type { MenuCard } from '../../lib/api-types';
import { searchMenus } from '../../lib/catalogue';

/** Search waits 300 ms after the last keystroke (docs/rules.md). */
export const SEARCH_DEBOUNCE_MS = 300;

// Results per lowercase term, kept for the life of the page (docs/rules.md).
const resultsByTerm = new Map<string, MenuCard[]>();

// One empty list, so clearing the results when there are none is no change, and draws nothing.
const NO_RESULTS: MenuCard[] = [];

export function clearSearchCache(): void {
  resultsByTerm.clear();
}

/** Live dish search: debounced, cached per lowercase term; a failure gives an empty list (docs/rules.md). */
export function useDishSearch(input: string): { results: MenuCard[]; searching: boolean } {
  const term = input.trim().toLowerCase();
  const [results, setResults] = useState<MenuCard[]>(NO_RESULTS);
  const [searching, setSearching] = useState(false);

  useEffect(() => {
    if (!term) {
      setResults(NO_RESULTS);
      setSearching(false);
      return;
    }
    const cached = resultsByTerm.get(term);
    if (cached) {
      setResults(cached);
      setSearching(false);
      return;
    }
    let current = true;
    setSearching(true);
    const timer = window.setTimeout(() => {
      void searchMenus(term)
        .catch(() => [] as MenuCard[])
        .then((found) => {
          resultsByTerm.set(term, found);
          if (!current) return;
          setResults(found);
          setSearching(false);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [term]);

  return { results, searching };
}
