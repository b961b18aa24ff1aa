import { useCallback, useState } from 'react';
import { z } from 'zod';
import { BIG_POT_BB, LINE_KINDS, type LineKind } from './lines.js';

/** What this producer chose on the commentary desk, kept in this browser. */
export interface DeskSettings {
  /** Approved lines also replace the overlays' ticker text. */
  ticker: boolean;
  /** Kinds of line not written. */
  off: LineKind[];
  /** Big blinds from which a pot is big. */
  bigPotBb: number;
}

export const DEFAULT_SETTINGS: DeskSettings = { ticker: false, off: [], bigPotBb: BIG_POT_BB };
export const BIG_POT_CHOICES = [20, 40, 60, 100] as const;
export const SETTINGS_KEY = 'railbird.commentary.settings.v1';

const schema = z.object({
  ticker: z.boolean(),
  off: z.array(z.enum(LINE_KINDS)),
  bigPotBb: z.number().positive(),
});

export function readSettings(storage: Pick<Storage, 'getItem'> | null): DeskSettings {
  try {
    const parsed = schema.safeParse(JSON.parse(storage?.getItem(SETTINGS_KEY) ?? 'null'));
    return parsed.success ? parsed.data : DEFAULT_SETTINGS;
  } catch {
    return DEFAULT_SETTINGS;
  }
}

function browserStorage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

export function useDeskSettings(): [DeskSettings, (change: Partial<DeskSettings>) => void] {
  const [settings, setSettings] = useState(() => readSettings(browserStorage()));
  const update = useCallback((change: Partial<DeskSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...change };
      try {
        browserStorage()?.setItem(SETTINGS_KEY, JSON.stringify(next));
      } catch {
        // Storage blocked: the choice lasts until the page closes.
      }
      return next;
    });
  }, []);
  return [settings, update];
}
