import { parse as parseToml } from 'smol-toml';
import { type Card, formatRankSuitRun, parseRankSuitRun } from '../cards/cards.js';
import { handConfig } from '../game/start.js';
import type { Chips, HandAction, HandConfig } from '../game/types.js';
import {
  type BettingLimit,
  getVariation,
  isVariationCode,
  type VariationCode,
} from '../variations/variations.js';

/**
 * PHH, the open poker hand history standard (https://phh.readthedocs.io): a TOML document per hand.
 * Player arrays are in position order (small blind first, button last; in stud, left of the dealer
 * first), except that with two players the blind and ante arrays apply in reverse (the button posts
 * the small blind). Amounts in dollars and cents are scaled to whole units so that no arithmetic
 * drifts; `scale` converts back.
 */

/** A hand as data: the config it started from and every action, in order. Replaying it is a fold. */
export interface HandRecord {
  readonly config: HandConfig;
  readonly actions: readonly HandAction[];
}

export interface PhhHand extends HandRecord {
  /** Chip units per currency unit (100 when amounts have cents). */
  readonly scale: number;
  readonly names: readonly string[];
  /** Fields we carry through but do not interpret (venue, event, date…). */
  readonly extra: Readonly<Record<string, unknown>>;
}

export interface PhhError {
  readonly message: string;
  /** The 1-based action number, when the error is in an action. */
  readonly action?: number;
}

export type PhhResult = { ok: true; hand: PhhHand } | { ok: false; error: PhhError };

/** PHH variant codes, standard and our own (for the games PHH has no code for), both ways. */
const VARIANTS: Record<
  string,
  { variation: VariationCode | ((holeCards: number) => VariationCode); limit: BettingLimit }
> = {
  NT: { variation: 'NLH', limit: 'NO_LIMIT' },
  FT: { variation: 'NLH', limit: 'FIXED_LIMIT' },
  PT: { variation: 'NLH', limit: 'POT_LIMIT' },
  PO: { variation: (n) => (n >= 6 ? 'PLO6' : n === 5 ? 'PLO5' : 'PLO'), limit: 'POT_LIMIT' },
  NO: { variation: (n) => (n >= 6 ? 'PLO6' : n === 5 ? 'PLO5' : 'PLO'), limit: 'NO_LIMIT' },
  FO: { variation: (n) => (n >= 6 ? 'PLO6' : n === 5 ? 'PLO5' : 'PLO'), limit: 'FIXED_LIMIT' },
  'PO/8': { variation: (n) => (n >= 6 ? 'PLO6_HI_LO' : n === 5 ? 'BIG_O' : 'PLO8'), limit: 'POT_LIMIT' },
  'FO/8': { variation: (n) => (n >= 6 ? 'PLO6_HI_LO' : n === 5 ? 'BIG_O' : 'PLO8'), limit: 'FIXED_LIMIT' },
  'NO/8': { variation: (n) => (n >= 6 ? 'PLO6_HI_LO' : n === 5 ? 'BIG_O' : 'PLO8'), limit: 'NO_LIMIT' },
  N2L1D: { variation: 'NL_SINGLE_DRAW_2_7', limit: 'NO_LIMIT' },
  F2L3D: { variation: 'TRIPLE_DRAW_2_7', limit: 'FIXED_LIMIT' },
  FA5L3D: { variation: 'TRIPLE_DRAW_A_5', limit: 'FIXED_LIMIT' },
  FB: { variation: 'BADUGI', limit: 'FIXED_LIMIT' },
  F7S: { variation: 'STUD', limit: 'FIXED_LIMIT' },
  'F7S/8': { variation: 'STUD8', limit: 'FIXED_LIMIT' },
  FR: { variation: 'RAZZ', limit: 'FIXED_LIMIT' },
  NTP: { variation: 'PINEAPPLE_NLH', limit: 'NO_LIMIT' },
  NTCP: { variation: 'CRAZY_PINEAPPLE_NLH', limit: 'NO_LIMIT' },
  NTLP: { variation: 'LAZY_PINEAPPLE_NLH', limit: 'NO_LIMIT' },
  PDM: { variation: 'DRAWMAHA_301', limit: 'POT_LIMIT' },
};

const LIMIT_LETTER: Record<BettingLimit, string> = { NO_LIMIT: 'N', POT_LIMIT: 'P', FIXED_LIMIT: 'F' };

/** The PHH code we write for a variation (non-standard codes for games PHH does not name). */
function variantCode(variation: VariationCode, limit: BettingLimit): string {
  const l = LIMIT_LETTER[limit];
  switch (variation) {
    case 'NLH':
      return `${l}T`;
    case 'PLO':
    case 'PLO5':
    case 'PLO6':
      return `${l}O`;
    case 'PLO8':
    case 'BIG_O':
    case 'PLO6_HI_LO':
      return `${l}O/8`;
    case 'NL_SINGLE_DRAW_2_7':
      return 'N2L1D';
    case 'TRIPLE_DRAW_2_7':
      return 'F2L3D';
    case 'TRIPLE_DRAW_A_5':
      return 'FA5L3D';
    case 'BADUGI':
      return 'FB';
    case 'STUD':
      return 'F7S';
    case 'STUD8':
      return 'F7S/8';
    case 'RAZZ':
      return 'FR';
    case 'PINEAPPLE_NLH':
      return 'NTP';
    case 'CRAZY_PINEAPPLE_NLH':
      return 'NTCP';
    case 'LAZY_PINEAPPLE_NLH':
      return 'NTLP';
    case 'DRAWMAHA_301':
      return 'PDM';
  }
}

function decimalsOf(value: number): number {
  const text = String(value);
  const exp = text.match(/e-(\d+)$/);
  if (exp) return Number(exp[1]) + (text.split('e')[0]!.split('.')[1]?.length ?? 0);
  return text.split('.')[1]?.length ?? 0;
}

type Field = number | number[] | undefined;

function numbers(field: Field): number[] {
  if (field === undefined) return [];
  return Array.isArray(field) ? field : [field];
}

type ParsedAction =
  | { kind: 'dh'; player: number; cards: (Card | null)[] }
  | { kind: 'db'; cards: (Card | null)[] }
  | { kind: 'f' | 'cc' | 'pb'; player: number }
  | { kind: 'cbr'; player: number; amount: number }
  | { kind: 'sd' | 'sm'; player: number; cards: (Card | null)[] | null };

function toAction(p: ParsedAction, chips: (value: number) => Chips): HandAction {
  switch (p.kind) {
    case 'dh':
      return { type: 'dealHole', player: p.player, cards: p.cards };
    case 'db':
      return { type: 'dealBoard', cards: p.cards };
    case 'f':
      return { type: 'fold', player: p.player };
    case 'cc':
      return { type: 'checkOrCall', player: p.player };
    case 'pb':
      return { type: 'bringIn', player: p.player };
    case 'cbr':
      return { type: 'betOrRaiseTo', player: p.player, amount: chips(p.amount) };
    case 'sd':
      return { type: 'discard', player: p.player, cards: p.cards ?? [] };
    case 'sm':
      return p.cards
        ? { type: 'show', player: p.player, cards: p.cards }
        : { type: 'muck', player: p.player };
  }
}

const ACTION = /^(?:d (dh) p(\d+) (\S+)|d (db) (\S+)|p(\d+) (f|cc|cbr|pb|sd|sm)(?: (\S+))?)$/;

/** Parses one PHH document into a hand record. Every problem is reported with what was wrong. */
export function parsePhh(text: string): PhhResult {
  let doc: Record<string, unknown>;
  try {
    doc = parseToml(text) as Record<string, unknown>;
  } catch (e) {
    return { ok: false, error: { message: `not valid TOML: ${(e as Error).message.split('\n')[0]}` } };
  }
  const fail = (message: string, action?: number): PhhResult => ({
    ok: false,
    error: action === undefined ? { message } : { message, action },
  });

  const variant = doc.variant;
  if (typeof variant !== 'string') return fail('missing `variant`');
  const spec = VARIANTS[variant];
  if (!spec) return fail(`unsupported variant "${variant}"`);
  const stacksField = doc.starting_stacks;
  if (!Array.isArray(stacksField) || stacksField.length < 2) {
    return fail('`starting_stacks` must list one stack per player (at least two)');
  }
  const n = stacksField.length;
  const actionsField = doc.actions;
  if (!Array.isArray(actionsField) || !actionsField.every((a) => typeof a === 'string')) {
    return fail('`actions` must be a list of strings');
  }
  for (const key of ['antes', 'blinds_or_straddles', 'bring_in', 'small_bet', 'big_bet', 'min_bet']) {
    const v = doc[key];
    if (v === undefined) continue;
    const ok = typeof v === 'number' || (Array.isArray(v) && v.every((x) => typeof x === 'number'));
    if (!ok) return fail(`\`${key}\` must be a number or a list of numbers`);
  }
  if (!stacksField.every((s) => typeof s === 'number' && s > 0))
    return fail('`starting_stacks` must be positive numbers');

  // Parse the actions first: their amounts decide the scale too.
  const parsed: ParsedAction[] = [];
  for (const [k, raw] of (actionsField as string[]).entries()) {
    const line = raw.replace(/#.*$/, '').trim();
    const m = line.match(ACTION);
    if (!m) return fail(`action ${k + 1} "${raw}" is not a PHH action`, k + 1);
    const cardsOf = (run: string | undefined) => {
      const r = parseRankSuitRun(run ?? '');
      return r.ok ? r.value : r.error.message;
    };
    const playerOf = (digits: string) => Number(digits) - 1;
    if (m[1]) {
      const player = playerOf(m[2]!);
      const cards = cardsOf(m[3]);
      if (typeof cards === 'string') return fail(`action ${k + 1}: ${cards}`, k + 1);
      parsed.push({ kind: 'dh', player, cards });
    } else if (m[4]) {
      const cards = cardsOf(m[5]);
      if (typeof cards === 'string') return fail(`action ${k + 1}: ${cards}`, k + 1);
      parsed.push({ kind: 'db', cards });
    } else {
      const player = playerOf(m[6]!);
      const verb = m[7] as 'f' | 'cc' | 'cbr' | 'pb' | 'sd' | 'sm';
      if (player < 0 || player >= n) return fail(`action ${k + 1}: there is no p${player + 1}`, k + 1);
      if (verb === 'cbr') {
        const amount = Number(m[8]);
        if (!m[8] || !Number.isFinite(amount) || amount <= 0)
          return fail(`action ${k + 1}: "${raw}" needs an amount`, k + 1);
        parsed.push({ kind: 'cbr', player, amount });
      } else if (verb === 'sd' || verb === 'sm') {
        const cards = m[8] ? cardsOf(m[8]) : null;
        if (typeof cards === 'string') return fail(`action ${k + 1}: ${cards}`, k + 1);
        parsed.push({ kind: verb, player, cards });
      } else {
        if (m[8]) return fail(`action ${k + 1}: "${raw}" takes no argument`, k + 1);
        parsed.push({ kind: verb, player });
      }
    }
  }
  for (const [k, p] of parsed.entries()) {
    if ('player' in p && (p.player < 0 || p.player >= n))
      return fail(`action ${k + 1}: there is no p${p.player + 1}`, k + 1);
  }

  const money = [
    ...numbers(doc.antes as Field),
    ...numbers(doc.blinds_or_straddles as Field),
    ...numbers(doc.bring_in as Field),
    ...numbers(doc.small_bet as Field),
    ...numbers(doc.big_bet as Field),
    ...numbers(doc.min_bet as Field),
    ...(stacksField as number[]),
    ...parsed.flatMap((p) => (p.kind === 'cbr' ? [p.amount] : [])),
  ];
  const scale = 10 ** Math.max(0, ...money.map(decimalsOf));
  const chips = (value: number): Chips => Math.round(value * scale);

  const perPlayer = (field: Field, name: string): Chips[] | string => {
    if (field === undefined) return new Array<Chips>(n).fill(0);
    if (typeof field === 'number') return new Array<Chips>(n).fill(chips(field));
    if (field.length !== n) return `\`${name}\` needs ${n} values (one per player), got ${field.length}`;
    return field.map(chips);
  };
  let antes = perPlayer(doc.antes as Field, 'antes');
  if (typeof antes === 'string') return fail(antes);
  let blinds = perPlayer(doc.blinds_or_straddles as Field, 'blinds_or_straddles');
  if (typeof blinds === 'string') return fail(blinds);
  if (n === 2) {
    // Heads-up, the arrays apply in reverse: the button (p2) posts the small blind.
    antes = [...antes].reverse();
    blinds = [...blinds].reverse();
  }

  const custom = doc._variation;
  const firstDeal = parsed.find((p) => p.kind === 'dh');
  const holeCount = firstDeal && 'cards' in firstDeal && firstDeal.cards ? firstDeal.cards.length : 0;
  const variation =
    typeof custom === 'string' && isVariationCode(custom)
      ? custom
      : typeof spec.variation === 'string'
        ? spec.variation
        : spec.variation(holeCount);
  const names = Array.isArray(doc.players) ? (doc.players as unknown[]).map(String) : [];
  const scalar = (key: string) => {
    const v = doc[key];
    return typeof v === 'number' ? chips(v) : undefined;
  };
  const limit = spec.limit;
  const smallBet = limit === 'FIXED_LIMIT' ? scalar('small_bet') : scalar('min_bet');
  const config = handConfig({
    variation,
    players: (stacksField as number[]).map((s, i) => ({
      name: names[i] ?? `Player ${i + 1}`,
      stack: chips(s),
    })),
    antes,
    anteTrimming: doc.ante_trimming_status === true,
    blindsOrStraddles: blinds,
    bringIn: scalar('bring_in') ?? 0,
    ...(smallBet === undefined ? {} : { smallBet }),
    ...(scalar('big_bet') === undefined ? {} : { bigBet: scalar('big_bet')! }),
    ...(scalar('min_bet') === undefined ? {} : { minBet: scalar('min_bet')! }),
    limits: limit,
    numBoards: typeof doc._num_boards === 'number' ? doc._num_boards : 1,
    bombPot: doc._bomb_pot === true,
    burnsRecorded: false,
    // The hands PHH collects come from many rooms and programs; a recorded all-in raise reopens, and
    // a bet stopped at what the opponents could call (PokerKit caps bets there) stands.
    rules: { shortAllInReopens: true, betsStopAtCallable: true },
  });

  const actions = parsed.map((p) => toAction(p, chips));

  const known = new Set([
    'variant',
    'ante_trimming_status',
    'antes',
    'blinds_or_straddles',
    'bring_in',
    'small_bet',
    'big_bet',
    'min_bet',
    'starting_stacks',
    'actions',
    'players',
    '_variation',
    '_num_boards',
    '_bomb_pot',
  ]);
  const extra = Object.fromEntries(Object.entries(doc).filter(([k]) => !known.has(k)));
  return { ok: true, hand: { config, actions, scale, names, extra } };
}

// ---- writing ------------------------------------------------------------------------------------------

function tomlValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(tomlValue).join(', ')}]`;
  return JSON.stringify(String(value));
}

function actionLine(
  action: HandAction,
  money: (chips: Chips) => number,
  holes: (Card | null)[][],
): string | null {
  const p = 'player' in action ? `p${action.player + 1}` : '';
  // Follow each hand so that a `show` of "whatever I hold" is written with its cards.
  if (action.type === 'dealHole') holes[action.player]!.push(...action.cards);
  if (action.type === 'discard') {
    const hole = holes[action.player]!;
    for (const c of action.cards) hole.splice(hole.indexOf(c), 1);
  }
  if (action.type === 'show' && action.cards) holes[action.player] = [...action.cards];
  switch (action.type) {
    case 'dealHole':
      return `d dh ${p} ${formatRankSuitRun(action.cards)}`;
    case 'dealBoard':
      return `d db ${formatRankSuitRun(action.cards)}`;
    case 'burn':
      return null; // PHH does not record burns.
    case 'fold':
      return `${p} f`;
    case 'checkOrCall':
      return `${p} cc`;
    case 'bringIn':
      return `${p} pb`;
    case 'betOrRaiseTo':
      return `${p} cbr ${money(action.amount)}`;
    case 'discard':
      return action.cards.length ? `${p} sd ${formatRankSuitRun(action.cards)}` : `${p} sd`;
    case 'show':
      return `${p} sm ${formatRankSuitRun(holes[action.player]!)}`;
    case 'muck':
      return `${p} sm`;
  }
}

/** Writes a hand record as a PHH document (amounts divided by `scale`). */
export function toPhh(
  record: HandRecord,
  options: { scale?: number; extra?: Record<string, unknown> } = {},
): string {
  const { config } = record;
  const scale = options.scale ?? 1;
  const money = (c: Chips) => c / scale;
  const n = config.players.length;
  const limit = typeof config.limits === 'string' ? config.limits : (config.limits[0] ?? 'NO_LIMIT');
  const variation = getVariation(config.variation);
  const heads = (values: readonly Chips[]) => (n === 2 ? [...values].reverse() : [...values]);
  const fields: [string, unknown][] = [
    ['variant', variantCode(config.variation, limit)],
    ['_variation', config.variation],
    ['ante_trimming_status', config.anteTrimming],
    ['antes', heads(config.antes).map(money)],
  ];
  if (variation.forcedBets === 'blinds')
    fields.push(['blinds_or_straddles', heads(config.blindsOrStraddles).map(money)]);
  if (config.bringIn > 0) fields.push(['bring_in', money(config.bringIn)]);
  if (limit === 'FIXED_LIMIT') {
    fields.push(['small_bet', money(config.smallBet)], ['big_bet', money(config.bigBet)]);
  } else {
    fields.push(['min_bet', money(config.minBet)]);
  }
  if (config.numBoards > 1) fields.push(['_num_boards', config.numBoards]);
  if (config.bombPot) fields.push(['_bomb_pot', true]);
  fields.push(['starting_stacks', config.players.map((p) => money(p.stack))]);
  const holes = config.players.map((): (Card | null)[] => []);
  const lines = record.actions.map((a) => actionLine(a, money, holes)).filter((l): l is string => l !== null);
  fields.push(['actions', lines]);
  fields.push(['players', config.players.map((p) => p.name)]);
  for (const [k, v] of Object.entries(options.extra ?? {})) fields.push([k, v]);
  return `${fields.map(([k, v]) => `${k} = ${tomlValue(v)}`).join('\n')}\n`;
}
