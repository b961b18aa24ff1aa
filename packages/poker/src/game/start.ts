import { getVariation, isVariationCode } from '../variations/variations.js';
import { type Draft, stateOf, violation } from './draft.js';
import { beginStreet, gatherBets } from './flow.js';
import {
  type Applied,
  type Chips,
  DEFAULT_HOUSE_RULES,
  type HandConfig,
  type PlayerSetup,
  type Refused,
  type RuleViolation,
} from './types.js';

/** The pieces of a config most callers set; the rest take sensible defaults. */
export interface HandSetup {
  variation: HandConfig['variation'];
  players: readonly PlayerSetup[];
  antes?: readonly Chips[] | Chips;
  anteTrimming?: boolean;
  anteFirst?: boolean;
  blindsOrStraddles?: readonly Chips[];
  bringIn?: Chips;
  smallBet?: Chips;
  bigBet?: Chips;
  minBet?: Chips;
  limits?: HandConfig['limits'];
  raiseCap?: number | null;
  numBoards?: number;
  bombPot?: boolean;
  burnsRecorded?: boolean;
  rules?: Partial<HandConfig['rules']>;
}

/** Fills a setup's defaults: per-player arrays padded with zeros, the variation's usual limit. */
export function handConfig(setup: HandSetup): HandConfig {
  const n = setup.players.length;
  const perPlayer = (values: readonly Chips[] | Chips | undefined): Chips[] =>
    typeof values === 'number'
      ? new Array<Chips>(n).fill(values)
      : Array.from({ length: n }, (_, i) => values?.[i] ?? 0);
  const variation = isVariationCode(setup.variation) ? getVariation(setup.variation) : undefined;
  const blinds = perPlayer(setup.blindsOrStraddles);
  const bigBlind = Math.max(0, ...blinds);
  const limits = setup.limits ?? variation?.defaultLimit ?? 'NO_LIMIT';
  const fixed = limits === 'FIXED_LIMIT' || (Array.isArray(limits) && limits.includes('FIXED_LIMIT'));
  const smallBet = setup.smallBet ?? bigBlind;
  return {
    variation: setup.variation,
    players: setup.players,
    antes: perPlayer(setup.antes),
    anteTrimming: setup.anteTrimming ?? true,
    anteFirst: setup.anteFirst ?? true,
    blindsOrStraddles: blinds,
    bringIn: setup.bringIn ?? 0,
    smallBet,
    bigBet: setup.bigBet ?? smallBet * 2,
    minBet: setup.minBet ?? (bigBlind || smallBet),
    limits,
    raiseCap: setup.raiseCap === undefined ? (fixed ? 4 : null) : setup.raiseCap,
    numBoards: setup.numBoards ?? 1,
    bombPot: setup.bombPot ?? false,
    burnsRecorded: setup.burnsRecorded ?? true,
    rules: { ...DEFAULT_HOUSE_RULES, ...setup.rules },
  };
}

function verifyConfig(config: HandConfig): RuleViolation | null {
  const bad = (message: string) => violation('INVALID_CONFIG', 'CONF-1', message);
  if (!isVariationCode(config.variation)) return bad(`unknown variation "${config.variation}"`);
  const variation = getVariation(config.variation);
  const n = config.players.length;
  if (n < 2) return bad('a hand needs at least two players');
  const dealt = variation.streets.reduce((s, st) => s + st.holeCards.length, 0);
  if (variation.family !== 'stud' && variation.family !== 'draw' && n * dealt + 5 * config.numBoards > 52) {
    return bad(`${n} players cannot be dealt ${variation.name} from one deck`);
  }
  if (variation.family === 'draw' && n * dealt > 52)
    return bad(`${n} players cannot be dealt ${variation.name}`);
  for (const [name, values] of [
    ['antes', config.antes],
    ['blindsOrStraddles', config.blindsOrStraddles],
  ] as const) {
    if (values.length !== n) return bad(`${name} needs one value per player (${n}), got ${values.length}`);
    if (values.some((v) => !Number.isSafeInteger(v) || v < 0)) return bad(`${name} must be whole chips ≥ 0`);
  }
  for (const [i, p] of config.players.entries()) {
    if (!Number.isSafeInteger(p.stack) || p.stack <= 0)
      return bad(`player ${i + 1} must start with chips (got ${p.stack})`);
  }
  for (const [name, value] of [
    ['bringIn', config.bringIn],
    ['smallBet', config.smallBet],
    ['bigBet', config.bigBet],
    ['minBet', config.minBet],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0)
      return bad(`${name} must be whole chips ≥ 0 (got ${value})`);
  }
  if (variation.forcedBets === 'bringIn' && config.blindsOrStraddles.some((b) => b > 0)) {
    return bad(`${variation.name} uses a bring-in, not blinds`);
  }
  if (config.bringIn > 0 && config.bringIn >= config.smallBet)
    return bad('the bring-in must be less than the small bet');
  if (
    !config.antes.some((a) => a > 0) &&
    !config.blindsOrStraddles.some((b) => b > 0) &&
    config.bringIn === 0
  ) {
    return bad('a hand needs antes, blinds or a bring-in');
  }
  if (config.minBet <= 0 && config.smallBet <= 0) return bad('the minimum bet must be positive');
  if (!Number.isInteger(config.numBoards) || config.numBoards < 1 || config.numBoards > 3) {
    return bad('numBoards must be 1, 2 or 3');
  }
  return null;
}

/**
 * Starts a hand: antes and blinds are posted (they are not choices), and the first street's dealing
 * begins. The returned events are the first lines of the hand history.
 */
export function startHand(config: HandConfig): Applied | Refused {
  const error = verifyConfig(config);
  if (error) return { ok: false, error };
  const n = config.players.length;
  const draft: Draft = {
    config,
    phase: 'dealing',
    streetIndex: 0,
    players: config.players.map((p) => ({
      startingStack: p.stack,
      stack: p.stack,
      bet: 0,
      committed: 0,
      deadAnte: 0,
      status: 'inHand',
      hole: [],
      up: [],
      shown: false,
      pendingHole: [],
    })),
    boards: Array.from({ length: config.numBoards }, () => []),
    betting: null,
    dealing: null,
    discarders: [],
    runout: false,
    lastAggressor: null,
    deck: { dead: [], unknownOut: 0, recycled: false },
    result: null,
    events: [{ type: 'handStarted', variation: config.variation, players: n }],
  };
  postForcedBets(draft);
  beginStreet(draft, 0);
  return { ok: true, state: stateOf(draft), events: draft.events };
}

function postForcedBets(draft: Draft): void {
  const { config } = draft;
  const antes = draft.players.map((p, i) => {
    const blind = config.anteFirst ? 0 : Math.min(config.blindsOrStraddles[i]!, p.stack);
    return Math.min(config.antes[i]!, p.stack - blind);
  });
  antes.forEach((amount, i) => {
    if (amount <= 0) return;
    const p = draft.players[i]!;
    p.stack -= amount;
    p.bet = amount;
    draft.events.push({ type: 'antePosted', player: i, amount });
  });
  if (config.anteTrimming) {
    // Uniform antes play like a bet everyone matched: the unmatched part of a larger one returns.
    gatherBets(draft, true);
  } else {
    for (const p of draft.players) {
      p.deadAnte += p.bet;
      p.bet = 0;
    }
  }
  // The first two blinds are the small and big blind; any further one is a straddle.
  let posted = 0;
  config.blindsOrStraddles.forEach((blind, i) => {
    if (blind <= 0) return;
    const p = draft.players[i]!;
    const amount = Math.min(blind, p.stack);
    posted++;
    if (amount <= 0) return;
    p.stack -= amount;
    p.bet = amount;
    draft.events.push({ type: 'blindPosted', player: i, amount, straddle: posted > 2 });
  });
}
