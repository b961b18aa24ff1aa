/**
 * Prices blackjack rules off the main thread: `blackjackHouseEdge` and `basicStrategyChart` take
 * 0.3–1.4 s per rule set (the settings screen would freeze). One dealer-probability cache is kept for
 * the worker's life, so changing a rule of the same shoe is cheaper the second time.
 */
import { blackjack } from '@railbird/poker/addons';
import type { EdgeRequest, EdgeResponse } from './add-ons-edge.js';

const cache = blackjack.createHouseEdgeCache();

self.onmessage = (event: MessageEvent<EdgeRequest>) => {
  const { id, rules } = event.data;
  const started = performance.now();
  let reply: EdgeResponse;
  try {
    const edge = blackjack.blackjackHouseEdge(rules, { cache });
    const chart = blackjack.basicStrategyChart(rules, cache);
    reply = {
      id,
      ok: true,
      edge: edge.edge,
      insurance: rules.insurance ? blackjack.insuranceEdge(rules.decks) : null,
      chart,
      ms: performance.now() - started,
    };
  } catch (error) {
    reply = { id, ok: false, message: (error as Error).message };
  }
  self.postMessage(reply);
};
