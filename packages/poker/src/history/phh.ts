import { parse as parseToml } from 'smol-toml';
import { type Card, formatRankSuitRun, parseRankSuitRun } from '../cards/cards.js';
import { handConfig } from '../game/start.js';
import type { Chips, HandAction } from '../game/types.js';
import {
  type BettingLimit,
  getVariation,
  isVariationCode,
  type VariationCode,
} from '../variations/variations.js';
import type { HandRecord } from './record.js';
import { type ActionPlace, type ReplayResult, replayTracked } from './replay.js';

/**
 * PHH, the open poker hand history standard (https://phh.readthedocs.io): a TOML document per hand.
 * Player arrays are in position order (small blind first, button last; in stud, left of the dealer
 * first), except that with two players the blind and ante arrays apply in reverse (the button posts
 * the small blind). Amounts in dollars and cents are scaled to whole units so that no arithmetic
 * drifts; `scale` converts back.
 *
 * What we write, so that another reader (PokerKit) replays it exactly:
 * - `finishing_stacks`, from replaying the hand (left out when the record does not replay to the end);
 * - each street's dealing as the standard deals it: in a draw round every player's discard or stand pat
 *   (`pN sd`, no cards for a stand pat, and then no `d dh` for that player) comes first, then the
 *   dealer's replacement cards, one `d dh pN` line per player in player order; a table dealing one card
 *   at a time is written one line per player and street (`phhActionSources` maps lines to actions);
 * - `_variation` (our variation code), `_num_boards`, `_bomb_pot`, and the caller's extra fields.
 *
 * `variant` codes: a betting letter (`N` no limit, `P` pot limit, `F` fixed limit) and a game.
 *
 * | variation           | we write (usual limit) | standard PHH? |
 * | ------------------- | ---------------------- | ------------- |
 * | NLH                 | `NT` (`FT`, `PT`)      | NT, FT yes    |
 * | PLO                 | `PO` (`NO`, `FO`)      | PO yes        |
 * | PLO5                | `PO5`                  | no (ours)     |
 * | PLO6                | `PO6`                  | no (ours)     |
 * | PLO8                | `PO/8` (`FO/8`)        | FO/8 yes; PO/8 no (the practice files use it) |
 * | BIG_O               | `PO5/8`                | no (ours)     |
 * | PLO6_HI_LO          | `PO6/8`                | no (ours)     |
 * | PINEAPPLE_NLH       | `NTP`                  | no (ours)     |
 * | CRAZY_PINEAPPLE_NLH | `NTCP`                 | no (ours)     |
 * | LAZY_PINEAPPLE_NLH  | `NTLP`                 | no (ours)     |
 * | DRAWMAHA_301        | `PDM`                  | no (ours)     |
 * | NL_SINGLE_DRAW_2_7  | `N2L1D`                | yes           |
 * | TRIPLE_DRAW_2_7     | `F2L3D`                | yes           |
 * | TRIPLE_DRAW_A_5     | `FA5L3D`               | no (ours)     |
 * | BADUGI              | `FB`                   | yes           |
 * | STUD / STUD8 / RAZZ | `F7S` / `F7S/8` / `FR` | yes           |
 *
 * Reading takes every code above with any betting letter, and the older forms we wrote before: `PO`,
 * `NO`, `FO` with five or six hole cards (PLO5, PLO6) and the same with `/8` (Big O, PLO6 hi-lo) when
 * `_variation` does not say; `_variation`, when it names one of our games, always decides the game.
 */

export interface PhhHand extends HandRecord {
  /** Chip units per currency unit (100 when amounts have cents). */
  readonly scale: number;
  readonly names: readonly string[];
  /** Fields we carry through but do not interpret (venue, event, date…). */
  readonly extra: Readonly<Record<string, unknown>>;
  /** The document's `finishing_stacks`, in chips, when it states them (the writer recomputes them). */
  readonly finishingStacks?: readonly Chips[];
}

export interface PhhError {
  readonly message: string;
  /** The 1-based action number, when the error is in an action. */
  readonly action?: number;
}

export type PhhResult = { ok: true; hand: PhhHand } | { ok: false; error: PhhError };

type Game = VariationCode | ((holeCards: number) => VariationCode);

const omahaBy = (four: VariationCode, five: VariationCode, six: VariationCode) => (n: number) =>
  n >= 6 ? six : n === 5 ? five : four;

/** The game part of a `variant` code (after the betting letter), both ways. */
const GAMES: Record<string, Game> = {
  T: 'NLH',
  TP: 'PINEAPPLE_NLH',
  TCP: 'CRAZY_PINEAPPLE_NLH',
  TLP: 'LAZY_PINEAPPLE_NLH',
  // Before PO5 and PO6 existed, five- and six-card Omaha were written `PO`: the hole cards tell.
  O: omahaBy('PLO', 'PLO5', 'PLO6'),
  O5: 'PLO5',
  O6: 'PLO6',
  'O/8': omahaBy('PLO8', 'BIG_O', 'PLO6_HI_LO'),
  'O5/8': 'BIG_O',
  'O6/8': 'PLO6_HI_LO',
  DM: 'DRAWMAHA_301',
  '2L1D': 'NL_SINGLE_DRAW_2_7',
  '2L3D': 'TRIPLE_DRAW_2_7',
  A5L3D: 'TRIPLE_DRAW_A_5',
  B: 'BADUGI',
  '7S': 'STUD',
  '7S/8': 'STUD8',
  R: 'RAZZ',
};

const GAME_OF: Record<VariationCode, string> = {
  NLH: 'T',
  PINEAPPLE_NLH: 'TP',
  CRAZY_PINEAPPLE_NLH: 'TCP',
  LAZY_PINEAPPLE_NLH: 'TLP',
  PLO: 'O',
  PLO5: 'O5',
  PLO6: 'O6',
  PLO8: 'O/8',
  BIG_O: 'O5/8',
  PLO6_HI_LO: 'O6/8',
  DRAWMAHA_301: 'DM',
  NL_SINGLE_DRAW_2_7: '2L1D',
  TRIPLE_DRAW_2_7: '2L3D',
  TRIPLE_DRAW_A_5: 'A5L3D',
  BADUGI: 'B',
  STUD: '7S',
  STUD8: '7S/8',
  RAZZ: 'R',
};

const LIMIT_LETTER: Record<BettingLimit, string> = { NO_LIMIT: 'N', POT_LIMIT: 'P', FIXED_LIMIT: 'F' };
const LETTER_LIMIT: Record<string, BettingLimit> = { N: 'NO_LIMIT', P: 'POT_LIMIT', F: 'FIXED_LIMIT' };

/** The PHH `variant` we write for a variation (see the table above). */
export function phhVariantCode(variation: VariationCode, limit: BettingLimit): string {
  return `${LIMIT_LETTER[limit]}${GAME_OF[variation]}`;
}

/** Reads a `variant` code: its betting and its game (a function of the hole cards for old codes). */
function readVariant(code: string): { variation: Game; limit: BettingLimit } | null {
  const limit = LETTER_LIMIT[code[0] ?? ''];
  const game = Object.hasOwn(GAMES, code.slice(1)) ? GAMES[code.slice(1)] : undefined;
  return limit && game ? { variation: game, limit } : null;
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
  return parsePhhDocument(doc);
}

/** Reads a PHH document already parsed from TOML (one hand, or one table of a `.phhs` file). */
export function parsePhhDocument(doc: Readonly<Record<string, unknown>>): PhhResult {
  const fail = (message: string, action?: number): PhhResult => ({
    ok: false,
    error: action === undefined ? { message } : { message, action },
  });

  const variant = doc.variant;
  if (typeof variant !== 'string') return fail('missing `variant`');
  const spec = readVariant(variant);
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
    // A split pot can leave finer amounts than any bet (cents from whole-dollar bets): stated
    // finishing stacks keep the unit the hand was played in.
    ...(Array.isArray(doc.finishing_stacks)
      ? (doc.finishing_stacks as unknown[]).filter((x): x is number => typeof x === 'number')
      : []),
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
    'finishing_stacks',
  ]);
  const extra = Object.fromEntries(Object.entries(doc).filter(([k]) => !known.has(k)));
  const finishing = doc.finishing_stacks;
  const stated =
    Array.isArray(finishing) && finishing.length === n && finishing.every((x) => typeof x === 'number')
      ? { finishingStacks: finishing.map(chips) }
      : {};
  return { ok: true, hand: { config, actions, scale, names, extra, ...stated } };
}

// ---- writing ------------------------------------------------------------------------------------------

/** A TOML basic string: escapes what TOML requires (quotes, backslash, control characters, DEL). */
function tomlString(value: string): string {
  let out = '"';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\r') out += '\\r';
    else if (code < 0x20 || code === 0x7f) out += `\\u${code.toString(16).padStart(4, '0')}`;
    // A lone surrogate is not a Unicode scalar value: TOML cannot hold it.
    else if (code >= 0xd800 && code <= 0xdfff) out += '\\uFFFD';
    else out += ch;
  }
  return `${out}"`;
}

function tomlKey(key: string): string {
  return /^[A-Za-z0-9_-]+$/.test(key) ? key : tomlString(key);
}

function tomlValue(value: unknown): string {
  if (typeof value === 'string') return tomlString(value);
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'nan';
    if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
    return String(value);
  }
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(tomlValue).join(', ')}]`;
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined && v !== null);
    return `{ ${entries.map(([k, v]) => `${tomlKey(k)} = ${tomlValue(v)}`).join(', ')} }`;
  }
  return tomlString(String(value));
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

/** One written action and the record's actions it stands for (several when hole cards are merged). */
interface Written {
  readonly action: HandAction;
  readonly sources: readonly number[];
}

/**
 * The record's actions in the order PHH writes them, and the replay that placed them. Within one
 * street's dealing (the same street, dealing phase): the discards and stand pats first, in their
 * order; then the hole cards, one action per player in player order; then the board. Burns are
 * dropped. Where the record does not replay, the rest is written as recorded.
 */
function writtenActions(record: HandRecord): { written: Written[]; replayed: ReplayResult } {
  const places: ActionPlace[] = [];
  const replayed = replayTracked(record, places);
  const written: Written[] = [];
  let block: { action: HandAction; k: number }[] = [];
  let blockStreet = -1;
  const flush = () => {
    if (block.length === 0) return;
    for (const b of block)
      if (b.action.type === 'discard') written.push({ action: b.action, sources: [b.k] });
    const holes = new Map<number, { cards: (Card | null)[]; sources: number[] }>();
    for (const b of block) {
      if (b.action.type !== 'dealHole') continue;
      const entry = holes.get(b.action.player) ?? { cards: [], sources: [] };
      entry.cards.push(...b.action.cards);
      entry.sources.push(b.k);
      holes.set(b.action.player, entry);
    }
    for (const player of [...holes.keys()].sort((a, b) => a - b)) {
      const { cards, sources } = holes.get(player)!;
      written.push({ action: { type: 'dealHole', player, cards }, sources });
    }
    for (const b of block)
      if (b.action.type === 'dealBoard') written.push({ action: b.action, sources: [b.k] });
    block = [];
  };
  for (const [k, action] of record.actions.entries()) {
    if (action.type === 'burn') continue;
    const place = places[k];
    const dealing =
      place?.phase === 'dealing' &&
      (action.type === 'dealHole' || action.type === 'discard' || action.type === 'dealBoard') &&
      // The action was applied (a refused one and what follows are written as recorded).
      (replayed.ok || replayed.action === undefined || k + 1 < replayed.action);
    if (!dealing || place.streetIndex !== blockStreet) flush();
    if (dealing) {
      blockStreet = place.streetIndex;
      block.push({ action, k });
    } else {
      blockStreet = -1;
      written.push({ action, sources: [k] });
    }
  }
  flush();
  return { written, replayed };
}

/**
 * For each action line `toPhh` writes, the indexes of the record's actions it stands for (in the
 * record's order): a table that keeps a time per action can keep one per written line (the time of
 * the last source, say). Burns have no line.
 */
export function phhActionSources(record: HandRecord): number[][] {
  return writtenActions(record).written.map((w) => [...w.sources]);
}

/** Writes a hand record as a PHH document (amounts divided by `scale`). */
export function toPhh(
  record: HandRecord,
  options: { scale?: number; extra?: Readonly<Record<string, unknown>> } = {},
): string {
  const { config } = record;
  const scale = options.scale ?? 1;
  const money = (c: Chips) => c / scale;
  const n = config.players.length;
  const limit = typeof config.limits === 'string' ? config.limits : (config.limits[0] ?? 'NO_LIMIT');
  const variation = getVariation(config.variation);
  const heads = (values: readonly Chips[]) => (n === 2 ? [...values].reverse() : [...values]);
  const fields: [string, unknown][] = [
    ['variant', phhVariantCode(config.variation, limit)],
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
  const { written, replayed } = writtenActions(record);
  const holes = config.players.map((): (Card | null)[] => []);
  const lines = written.map((w) => actionLine(w.action, money, holes)).filter((l): l is string => l !== null);
  fields.push(['actions', lines]);
  if (replayed.ok && replayed.state.result)
    fields.push(['finishing_stacks', replayed.state.result.finishingStacks.map(money)]);
  fields.push(['players', config.players.map((p) => p.name)]);
  const own = new Set(fields.map(([k]) => k));
  for (const [k, v] of Object.entries(options.extra ?? {})) {
    if (own.has(k) || v === undefined || v === null) continue;
    fields.push([k, v]);
  }
  return `${fields.map(([k, v]) => `${tomlKey(k)} = ${tomlValue(v)}`).join('\n')}\n`;
}

export type NormalizedPhh = { ok: true; text: string; hand: PhhHand } | { ok: false; error: PhhError };

/**
 * A stored PHH document written again by the current writer: the same scale and extra fields, the
 * current variant codes and dealing order, and `finishing_stacks` recomputed from the replay.
 */
export function normalizePhh(text: string): NormalizedPhh {
  const parsed = parsePhh(text);
  if (!parsed.ok) return parsed;
  const { hand } = parsed;
  return { ok: true, text: toPhh(hand, { scale: hand.scale, extra: hand.extra }), hand };
}
