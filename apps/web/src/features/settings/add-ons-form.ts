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

/** The order the section lists them: the banked games first (they replace poker), then the room games. */
export const ADD_ON_ORDER = [
  'blackjack',
  'uth',
  'nitGameAddOn',
  'runnerUpAddOn',
  'oneNDoneAddOn',
  'teamAddOn',
  'powerupsAddOn',
  'bingoAddOn',
  'fortuneTellerAddOn',
] as const satisfies readonly PlayableAddOn[];

export const ADD_ON_LABELS: Record<PlayableAddOn, { name: string; blurb: string }> = {
  blackjack: {
    name: 'Blackjack',
    blurb: 'A banked game: replaces poker at this table while on, dealt from a shoe through the antennas.',
  },
  uth: {
    name: "Ultimate Texas hold'em",
    blurb: 'A banked game: replaces poker at this table while on; ante, blind and trips against the dealer.',
  },
  nitGameAddOn: {
    name: 'Nit game',
    blurb: 'Players who have not won a pot pay the others when the last nit is called.',
  },
  runnerUpAddOn: { name: 'Runner-up', blurb: 'The second-best hand shown at showdown gets a prize.' },
  oneNDoneAddOn: { name: 'One-and-done', blurb: 'One buy-in per player; bust and you are out.' },
  teamAddOn: { name: 'Team games', blurb: 'Seats play as teams; team scores are the seats’ net chips.' },
  powerupsAddOn: {
    name: 'Powerups',
    blurb: 'Players draw powerups every few hands and play them for the next hand.',
  },
  bingoAddOn: { name: 'Bingo', blurb: 'Bingo cards of playing cards, marked by the boards dealt.' },
  fortuneTellerAddOn: {
    name: 'Fortune teller',
    blurb: 'Players predict the board; right calls share the prize.',
  },
};

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
 * The draft as the table runs now: which add-ons are on, and what the table state shows of their
 * settings (limits, prizes, teams, powerup kinds). Rules the state does not carry (a blackjack shoe's
 * decks, a UTH pay table) start at the defaults.
 */
export function draftFromState(state: TableState | null): AddOnDraft {
  const draft = defaultAddOnDraft();
  if (!state) return draft;
  for (const a of state.addOns) if (a in draft.on) draft.on[a as PlayableAddOn] = true;
  if (state.blackjack)
    draft.blackjack = { ...draft.blackjack, minBet: state.blackjack.minBet, maxBet: state.blackjack.maxBet };
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
  if (state.bingoAddOn) draft.bingoAddOn = { ...draft.bingoAddOn, prize: state.bingoAddOn.prize };
  if (state.fortuneTellerAddOn)
    draft.fortuneTellerAddOn = { ...draft.fortuneTellerAddOn, prize: state.fortuneTellerAddOn.prize };
  return draft;
}

/** Switching a banked game on switches the other off (a table deals one of them). */
export function toggleAddOn(draft: AddOnDraft, addOn: PlayableAddOn, on: boolean): AddOnDraft {
  const next = { ...draft.on, [addOn]: on };
  if (on && BANKED.includes(addOn)) for (const other of BANKED) if (other !== addOn) next[other] = false;
  return { ...draft, on: next };
}

/** The `setAddOns` data the draft asks for: the add-ons on, in order, with their settings only. */
export function toSetAddOns(draft: AddOnDraft): { addOns: PlayableAddOn[]; settings: AddOnSettings } {
  const addOns = ADD_ON_ORDER.filter((a) => draft.on[a]);
  const settings: Record<string, unknown> = {};
  for (const a of addOns) settings[a] = draft[a];
  return { addOns, settings: settings as AddOnSettings };
}

export type AddOnCheck = { ok: true; data: SetAddOnsData } | { ok: false; errors: FieldErrors };

/**
 * Checks the draft with the engine's schema (errors keyed `settings.blackjack.minBet`, `addOns`…), then
 * with the domain's own checks of a table's rules (a minimum bet that is not a multiple of the chip
 * unit), which land on the add-on as a whole (`settings.blackjack`).
 */
export function checkAddOns(draft: AddOnDraft): AddOnCheck {
  const parsed = setAddOnsDataSchema.safeParse(toSetAddOns(draft));
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
