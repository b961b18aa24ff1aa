import { useCallback, useSyncExternalStore } from 'react';
import type { Deck } from '../../ui/poker-table/card-face.js';

/** Where the console remembers the deck an operator chose (UI.md: four colours, or the classic two). */
export const DECK_STORAGE_KEY = 'railbird.deck';

const listeners = new Set<() => void>();

function read(): Deck {
  try {
    return localStorage.getItem(DECK_STORAGE_KEY) === 'two' ? 'two' : 'four';
  } catch {
    return 'four';
  }
}

export function useDeckPreference(): [Deck, (deck: Deck) => void] {
  const deck = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => 'four' as Deck,
  );
  const set = useCallback((next: Deck) => {
    try {
      localStorage.setItem(DECK_STORAGE_KEY, next);
    } catch {
      // Storage blocked: the choice lasts until the page closes.
    }
    for (const listener of [...listeners]) listener();
  }, []);
  return [deck, set];
}
