import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

/** Spec §2: the theme is stored under 'theme' in local storage; without it, the system's is followed. */
export const THEME_STORAGE_KEY = 'theme';

export function resolveTheme(stored: string | null, systemPrefersDark: boolean): Theme {
  if (stored === 'dark' || stored === 'light') return stored;
  return systemPrefersDark ? 'dark' : 'light';
}

export function nextTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}

const listeners = new Set<() => void>();
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function readTheme(): Theme {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode, OBS sources): follow the system.
  }
  return resolveTheme(stored, darkQuery().matches);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = darkQuery();
  const onSystemChange = () => {
    document.documentElement.classList.toggle('dark', readTheme() === 'dark');
    listener();
  };
  media.addEventListener('change', onSystemChange);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', onSystemChange);
  };
}

/** The current theme and a toggle that stores the choice and switches the `dark` class on <html>. */
export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore(subscribe, readTheme, () => 'light' as Theme);
  const toggle = useCallback(() => {
    const next = nextTheme(readTheme());
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Not stored; still switched for this page.
    }
    document.documentElement.classList.toggle('dark', next === 'dark');
    for (const listener of listeners) listener();
  }, []);
  return { theme, toggle };
}
