/**
 * The add-on games section of a table's settings (issue 19): the form's draft, how it becomes the
 * engine's `setAddOns` command, how it is checked (the protocol's `setAddOnsDataSchema`, the one the
 * engine parses, then the domain's own rule checks) and how the house edges read.
 *
 * The draft holds every field of every add-on, switched on or not, so a switch flicked off and on keeps
 * what was typed; only the switched-on add-ons' settings are sent (the schema refuses the others).
 */
import { blackjack, room, uth } from '@railbird/poker/addons';
import {
  type AddOnSettings,
  PLAYABLE_ADD_ONS,
  type PlayableAddOn,
  type SetAddOnsData,
  setAddOnsDataSchema,
  type TableState,
  type uthTripsPayTableSchema,
} from '@railbird/protocol';
import type { z } from 'zod';
import { type FieldErrors, issuesToFields } from './field-errors.js';

export type TripsPayTableName = z.infer<typeof uthTripsPayTableSchema>;

export type BlackjackDraft = blackjack.BlackjackRules & { chipUnit: number };
export interface UthDraft {
  minAnte: number;
  maxAnte: number;
  minTrips: number;
  maxTrips: number;
  preflopMultiples: number[];
  flopMultiple: number;
  riverMultiple: number;
  tripsPayTable: TripsPayTableName;
}
export interface TeamDraft {
  id: string;
  name: string;
  color: string;
  seatIndexes: number[];
}

export interface AddOnDraft {
  on: Record<PlayableAddOn, boolean>;
  blackjack: BlackjackDraft;
  uth: UthDraft;
  nitGameAddOn: { amountPerPlayer: number };
  runnerUpAddOn: { prize: number };
  oneNDoneAddOn: { buyIn: number };
  teamAddOn: { teams: TeamDraft[] };
  powerupsAddOn: {
    everyNHands: number;
    maxInventory: number;
    shieldCap: number;
    doubleCap: number;
    pickpocketAmount: number;
    kinds: room.PowerupKind[];
  };
  bingoAddOn: { prize: number; size: 3 | 4 | 5; win: 'LINE' | 'FULL' };
  fortuneTellerAddOn: { prize: number; promptsPerHand: number };
}

/**
 * The order the section lists them (the banked games first: they replace poker, then the room games)
 * and each one's title and blurb: the room's one list (@railbird/protocol ADD_ON_GAMES).
 */
export { ADD_ON_GAMES } from '@railbird/protocol';
export const ADD_ON_ORDER = PLAYABLE_ADD_ONS;

const BANKED: readonly PlayableAddOn[] = ['blackjack', 'uth'];

export function defaultAddOnDraft(): AddOnDraft {
  const u = uth.DEFAULT_UTH_RULES;
  const p = room.DEFAULT_POWERUP_SETTINGS;
  return {
    on: Object.fromEntries(ADD_ON_ORDER.map((a) => [a, false])) as Record<PlayableAddOn, boolean>,
    blackjack: { ...blackjack.DEFAULT_BLACKJACK_RULES, chipUnit: 1 },
    uth: {
      minAnte: u.minAnte,
      maxAnte: u.maxAnte,
      minTrips: u.minTrips,
      maxTrips: u.maxTrips,
      preflopMultiples: [...u.preflopMultiples],
      flopMultiple: u.flopMultiple,
      riverMultiple: u.riverMultiple,
      tripsPayTable: '8-7-4',
    },
    nitGameAddOn: { amountPerPlayer: 25 },
    runnerUpAddOn: { prize: 100 },
    oneNDoneAddOn: { buyIn: 100 },
    teamAddOn: {
      teams: [
        { id: 'red', name: 'Red', color: '#dc2626', seatIndexes: [] },
        { id: 'blue', name: 'Blue', color: '#2563eb', seatIndexes: [] },
      ],
    },
    powerupsAddOn: {
      everyNHands: p.everyNHands,
      maxInventory: p.maxInventory,
      shieldCap: p.shieldCap,
      doubleCap: p.doubleCap,
      pickpocketAmount: p.pickpocketAmount,
      kinds: [...p.kinds],
    },
    bingoAddOn: { prize: 200, size: 3, win: 'LINE' },
    fortuneTellerAddOn: { prize: 100, promptsPerHand: 3 },
  };
}

/**
 * The draft as the table runs now: which add-ons are on and the rules it plays them by, read from its
 * live state (blackjack's and UTH's whole rules, each room game's amount or prize, the teams, the
 * powerups in play, the bingo card size once cards are dealt). A game that is off shows the defaults;
 * settings the state does not carry (see {@link unreportedSettings}) stay at the defaults too.
 */
export function draftFromState(state: TableState | null): AddOnDraft {
  const draft = defaultAddOnDraft();
  if (!state) return draft;
  for (const a of state.addOns) if (a in draft.on) draft.on[a as PlayableAddOn] = true;
  if (state.blackjack) {
    const r = state.blackjack.rules;
    draft.blackjack = {
      decks: r.decks,
      dealerHitsSoft17: r.dealerHitsSoft17,
      blackjackPays: r.blackjackPays,
      doubleOn: r.doubleOn,
      doubleAfterSplit: r.doubleAfterSplit,
      maxHands: r.maxHands,
      resplitAces: r.resplitAces,
      hitSplitAces: r.hitSplitAces,
      surrender: r.surrender,
      dealerPeeks: r.dealerPeeks,
      insurance: r.insurance,
      penetration: r.penetration,
      minBet: r.minBet,
      maxBet: r.maxBet,
      chipUnit: r.chipUnit,
    };
  }
  if (state.uth) {
    const r = state.uth.rules;
    draft.uth = {
      minAnte: r.minAnte,
      maxAnte: r.maxAnte,
      minTrips: r.minTrips,
      maxTrips: r.maxTrips,
      preflopMultiples: [...r.preflopMultiples],
      flopMultiple: r.flopMultiple,
      riverMultiple: r.riverMultiple,
      tripsPayTable: r.tripsPayTable,
    };
  }
  if (state.nitGameAddOn) draft.nitGameAddOn = { amountPerPlayer: state.nitGameAddOn.amountPerPlayer };
  if (state.runnerUpAddOn) draft.runnerUpAddOn = { prize: state.runnerUpAddOn.prize };
  if (state.oneNDoneAddOn) draft.oneNDoneAddOn = { buyIn: state.oneNDoneAddOn.buyIn };
  if (state.teamAddOn)
    draft.teamAddOn = {
      teams: state.teamAddOn.teams.map((t) => ({
        id: t.id,
        name: t.name,
        color: t.color,
        seatIndexes: [...t.seatIndexes],
      })),
    };
  if (state.powerupsAddOn) {
    const kinds = state.powerupsAddOn.kinds.filter((k): k is room.PowerupKind =>
      (room.POWERUP_KINDS as readonly string[]).includes(k),
    );
    if (kinds.length > 0) draft.powerupsAddOn = { ...draft.powerupsAddOn, kinds };
  }
  if (state.bingoAddOn) {
    const squares = state.bingoAddOn.players[0]?.squares.length;
    const size = squares === 16 ? 4 : squares === 25 ? 5 : squares === 9 ? 3 : draft.bingoAddOn.size;
    draft.bingoAddOn = { ...draft.bingoAddOn, prize: state.bingoAddOn.prize, size };
  }
  if (state.fortuneTellerAddOn)
    draft.fortuneTellerAddOn = { ...draft.fortuneTellerAddOn, prize: state.fortuneTellerAddOn.prize };
  return draft;
}

/**
 * What a game that is on does not report in the table state, so the form shows its default: said
 * beside the game, since the table keeps its own value until that game's settings are sent.
 */
export function unreportedSettings(state: TableState | null, addOn: PlayableAddOn): string | null {
  if (!state?.addOns.includes(addOn)) return null;
  switch (addOn) {
    case 'powerupsAddOn':
      return 'The table reports which powerups are in play, not how often they are drawn, the most held or the caps: those show the defaults.';
    case 'bingoAddOn':
      return state.bingoAddOn?.players.length
        ? 'The table does not report whether a line or the full card wins: that shows the default.'
        : 'The table reports neither the card size (no card is dealt) nor what wins: those show the defaults.';
    case 'fortuneTellerAddOn':
      return 'The table does not report how many prophecies it draws: that shows the default.';
    default:
      return null;
  }
}

/** Two settings objects hold the same values (key order aside). */
function sameSettings(a: unknown, b: unknown): boolean {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/**
 * The add-ons the draft would start afresh: on at the table and in the draft, with settings changed.
 * The engine starts a game again when it is sent settings (scores, cards, a shoe), so only these and
 * the games being switched on are sent with theirs.
 */
export function restartedBy(draft: AddOnDraft, table: AddOnDraft | null): PlayableAddOn[] {
  if (!table) return [];
  return ADD_ON_ORDER.filter((a) => draft.on[a] && table.on[a] && !sameSettings(draft[a], table[a]));
}

/** Switching a banked game on switches the other off (a table deals one of them). */
export function toggleAddOn(draft: AddOnDraft, addOn: PlayableAddOn, on: boolean): AddOnDraft {
  const next = { ...draft.on, [addOn]: on };
  if (on && BANKED.includes(addOn)) for (const other of BANKED) if (other !== addOn) next[other] = false;
  return { ...draft, on: next };
}

/**
 * The `setAddOns` data the draft asks for: the add-ons on, in order, with the settings of those being
 * switched on or changed. A game already on at the table (`table`) with the same settings is listed
 * without them, so the engine keeps it as it is (its scores, its cards, its shoe).
 */
export function toSetAddOns(
  draft: AddOnDraft,
  table: AddOnDraft | null = null,
): { addOns: PlayableAddOn[]; settings: AddOnSettings } {
  const addOns = ADD_ON_ORDER.filter((a) => draft.on[a]);
  const settings: Record<string, unknown> = {};
  for (const a of addOns) {
    if (table?.on[a] && sameSettings(draft[a], table[a])) continue;
    settings[a] = draft[a];
  }
  return { addOns, settings: settings as AddOnSettings };
}

export type AddOnCheck = { ok: true; data: SetAddOnsData } | { ok: false; errors: FieldErrors };

/**
 * Checks the draft with the engine's schema (errors keyed `settings.blackjack.minBet`, `addOns`…), then
 * with the domain's own checks of a table's rules (a minimum bet that is not a multiple of the chip
 * unit), which land on the add-on as a whole (`settings.blackjack`).
 */
export function checkAddOns(draft: AddOnDraft, table: AddOnDraft | null = null): AddOnCheck {
  const parsed = setAddOnsDataSchema.safeParse(toSetAddOns(draft, table));
  if (!parsed.success) return { ok: false, errors: issuesToFields(parsed.error.issues) };
  const errors: FieldErrors = {};
  if (draft.on.blackjack) {
    const { chipUnit, ...rules } = draft.blackjack;
    const problem = blackjack.checkBlackjackRules(rules, chipUnit);
    if (problem) errors['settings.blackjack'] = capitalise(problem.message);
  }
  if (draft.on.uth) {
    const problem = uth.checkUthRules(uthRules(draft.uth));
    if (problem) errors['settings.uth'] = capitalise(problem);
  }
  if (draft.on.powerupsAddOn) {
    const problem = room.verifyPowerupSettings(draft.powerupsAddOn);
    if (problem) errors['settings.powerupsAddOn'] = capitalise(problem);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data: parsed.data };
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The domain's UTH rules for a draft (the standard blind table: the settings do not change it). */
export function uthRules(d: UthDraft): uth.UthRules {
  return {
    ...uth.DEFAULT_UTH_RULES,
    minAnte: d.minAnte,
    maxAnte: d.maxAnte,
    minTrips: d.minTrips,
    maxTrips: d.maxTrips,
    preflopMultiples: d.preflopMultiples,
    flopMultiple: d.flopMultiple,
    riverMultiple: d.riverMultiple,
    tripsPays: uth.TRIPS_PAY_TABLES[d.tripsPayTable],
  };
}

// ── House edges ─────────────────────────────────────────────────────────────────────────────────

/** A fraction as a percentage with a real minus sign: 0.004071 → "0.41 %", −0.0014 → "−0.14 %". */
export function formatPercent(fraction: number, digits = 2): string {
  const text = (Math.abs(fraction) * 100).toFixed(digits);
  const negative = fraction < 0 && Number(text) !== 0;
  return `${negative ? '−' : ''}${text} %`;
}

/** The blackjack line: "House edge 0.41 % · insurance 7.40 %" (a player edge says so). */
export function blackjackEdgeLine(edge: number, insurance: number | null): string {
  const main = edge < 0 ? `Player edge ${formatPercent(-edge)}` : `House edge ${formatPercent(edge)}`;
  return insurance === null ? `${main} · no insurance` : `${main} · insurance ${formatPercent(insurance)}`;
}

/**
 * The main game's exact edge for the bot's simple strategy (uth/exact.ts `uthMainGameExact`, the
 * bench's figure on docs/rules/ultimate-texas-holdem.md: 2.40273 %). It takes 1–3 minutes on one core,
 * too long for a settings screen, and it depends only on the blind pay table (fixed) and the play bets
 * the strategy uses (4× preflop, 2× flop, 1× river): we show it when those are allowed, and say it is
 * not computed otherwise.
 */
export const UTH_MAIN_EXACT_EDGE = 0.0240273;

export interface UthEdges {
  /** The trips bet, exact from the 7-card category counts; null when trips is off (max 0). */
  trips: { edge: number; exact: string } | null;
  /** The main game for the simple strategy, or why it is not shown. */
  main: { edge: number } | { reason: string };
}

export function uthEdges(d: UthDraft): UthEdges {
  const t = d.maxTrips > 0 ? uth.tripsHouseEdge(uth.TRIPS_PAY_TABLES[d.tripsPayTable]) : null;
  const strategyPlays = d.preflopMultiples.includes(4) && d.flopMultiple === 2 && d.riverMultiple === 1;
  return {
    trips: t
      ? { edge: t.edge, exact: `${t.houseWins.toLocaleString('en')} / ${t.hands.toLocaleString('en')}` }
      : null,
    main: strategyPlays
      ? { edge: UTH_MAIN_EXACT_EDGE }
      : {
          reason: 'not computed for these play bets (the exact figure assumes 4× preflop, 2× flop, 1× river)',
        },
  };
}

/** What each chart cell means, for the legend and screen readers. */
export const CHART_CELL_LABELS: Record<
  ReturnType<typeof blackjack.basicStrategyChart>['hard'][number][number],
  string
> = {
  H: 'Hit',
  S: 'Stand',
  Dh: 'Double, else hit',
  Ds: 'Double, else stand',
  P: 'Split',
  Rh: 'Surrender, else hit',
  Rs: 'Surrender, else stand',
  Rp: 'Surrender, else split',
};
