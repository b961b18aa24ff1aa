import type { blackjack } from '@railbird/poker/addons';
import { useEffect, useRef, useState } from 'react';

/** The basic strategy chart of a rule set (the domain does not name its type). */
export type StrategyChart = ReturnType<typeof blackjack.basicStrategyChart>;
export type ChartCell = StrategyChart['hard'][number][number];

export interface EdgeRequest {
  id: number;
  rules: blackjack.BlackjackRules;
}
export type EdgeResponse =
  | {
      id: number;
      ok: true;
      edge: number;
      /** Insurance's house edge, null when the table offers none. */
      insurance: number | null;
      chart: StrategyChart;
      ms: number;
    }
  | { id: number; ok: false; message: string };

export type EdgeStatus =
  | { kind: 'idle' }
  | { kind: 'computing'; previous: Extract<EdgeResponse, { ok: true }> | null }
  | { kind: 'done'; result: Extract<EdgeResponse, { ok: true }> }
  | { kind: 'error'; message: string };

/** Rule sets typed in quick succession are priced once, after the typing stops. */
export const EDGE_DEBOUNCE_MS = 300;

/**
 * The house edge and basic strategy chart of `rules`, computed in a Web Worker after a short debounce
 * (never on the page's thread); a later rule set supersedes an earlier one's answer. `rules` null
 * (blackjack off, or rules the schema refuses) computes nothing.
 */
export function useBlackjackEdge(rules: blackjack.BlackjackRules | null): EdgeStatus {
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  const [status, setStatus] = useState<EdgeStatus>({ kind: 'idle' });
  const key = rules ? JSON.stringify(rules) : null;

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  useEffect(() => {
    if (key === null) {
      latest.current += 1;
      setStatus({ kind: 'idle' });
      return;
    }
    const id = ++latest.current;
    setStatus((s) => ({
      kind: 'computing',
      previous: s.kind === 'done' ? s.result : s.kind === 'computing' ? s.previous : null,
    }));
    const timer = setTimeout(() => {
      if (!worker.current) {
        worker.current = new Worker(new URL('./add-ons-edge.worker.ts', import.meta.url), { type: 'module' });
        worker.current.onmessage = (event: MessageEvent<EdgeResponse>) => {
          const reply = event.data;
          if (reply.id !== latest.current) return;
          setStatus(reply.ok ? { kind: 'done', result: reply } : { kind: 'error', message: reply.message });
        };
      }
      worker.current.postMessage({ id, rules: JSON.parse(key) } satisfies EdgeRequest);
    }, EDGE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);

  return status;
}
