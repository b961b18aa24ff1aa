/**
 * The New event / Edit event form as a director fills it in, and its mapping to `event.create` /
 * `event.update` input. What is wrong is decided by the protocol's `eventCreateSchema` (the schema the
 * server checks) and shown beside the field it is about, in the form's own field names; levels are
 * numbered from 1 and minutes are minutes here, level indexes and seconds there.
 */
import { type EventCreateInput, type EventDetail, eventCreateSchema } from '@railbird/protocol';
import {
  fromBlindLevels,
  type LevelDraft,
  levelErrors,
  presetById,
  presetLevels,
  toBlindLevels,
} from './blind-structure.js';
import { payoutError, sentence, standardPercents } from './payouts.js';

export interface PurchaseDraft {
  amount: number;
  fee: number;
  chips: number;
}

export type PointsKind = 'NONE' | 'FORMULA' | 'BY_PLACE';

export interface EventDraft {
  name: string;
  /** `datetime-local` text, the room's local time: `2026-11-26T19:00`. */
  start: string;
  /** '' for no planned end. */
  end: string;
  maxPlayers: number;
  buyIn: PurchaseDraft;
  rebuy: PurchaseDraft & { on: boolean; untilLevel: number };
  reEntry: PurchaseDraft & { on: boolean; untilLevel: number; maxCount: number };
  addOn: PurchaseDraft & { on: boolean; atLevel: number };
  bounty: { on: boolean; amount: number; isProgressive: boolean };
  /** True: the standard table for the field size, whatever it turns out to be. */
  standardPayouts: boolean;
  payouts: number[];
  points: { kind: PointsKind; multiplier: number; byPlace: number[] };
  league: string;
  levels: LevelDraft[];
  tableKeys: string[];
}

/** `2026-11-26T19:00` in local time, what a `datetime-local` input shows. */
export function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Tonight at 19:00 (or the next hour when it is later than that). */
export function defaultStart(now: Date): Date {
  const start = new Date(now);
  start.setHours(19, 0, 0, 0);
  if (start.getTime() <= now.getTime()) {
    start.setTime(now.getTime());
    start.setHours(start.getHours() + 1, 0, 0, 0);
  }
  return start;
}

/** A fresh form: a regular structure, 100 + 10 for 20,000 chips, standard payouts, no extras. */
export function newEventDraft(now: Date, tableKeys: readonly string[] = []): EventDraft {
  const preset = presetById('regular');
  return {
    name: '',
    start: localInputValue(defaultStart(now)),
    end: '',
    maxPlayers: 40,
    buyIn: { amount: 100, fee: 10, chips: preset.startingStack },
    rebuy: { on: false, amount: 100, fee: 0, chips: preset.startingStack, untilLevel: 4 },
    reEntry: { on: false, amount: 100, fee: 10, chips: preset.startingStack, untilLevel: 6, maxCount: 1 },
    addOn: { on: false, amount: 100, fee: 0, chips: preset.startingStack, atLevel: 4 },
    bounty: { on: false, amount: 25, isProgressive: false },
    standardPayouts: true,
    payouts: standardPercents(40),
    points: { kind: 'NONE', multiplier: 1, byPlace: [100, 70, 50] },
    league: '',
    levels: presetLevels(preset),
    tableKeys: tableKeys.slice(0, 1),
  };
}

const purchase = (p: PurchaseDraft) => ({ amount: p.amount, fee: p.fee, chips: p.chips });
/** A typed date, or an invalid one the schema refuses beside the field. */
const dateOf = (text: string) => (text.trim() ? new Date(text) : new Date(Number.NaN));

/** The form as `event.create` takes it (and `event.update`, with the event's id). */
export function draftToInput(draft: EventDraft): EventCreateInput {
  return {
    name: draft.name.trim(),
    startTime: dateOf(draft.start),
    endTime: draft.end.trim() ? dateOf(draft.end) : null,
    maxPlayers: draft.maxPlayers,
    buyIn: purchase(draft.buyIn),
    rebuy: draft.rebuy.on ? { ...purchase(draft.rebuy), untilLevelIndex: draft.rebuy.untilLevel - 1 } : null,
    reEntry: draft.reEntry.on
      ? {
          ...purchase(draft.reEntry),
          untilLevelIndex: draft.reEntry.untilLevel - 1,
          maxCount: draft.reEntry.maxCount,
        }
      : null,
    addOn: draft.addOn.on ? { ...purchase(draft.addOn), atLevelIndex: draft.addOn.atLevel - 1 } : null,
    bounty: draft.bounty.on
      ? { amount: draft.bounty.amount, isProgressive: draft.bounty.isProgressive }
      : null,
    payoutShares: draft.standardPayouts ? null : [...draft.payouts],
    pointsRule:
      draft.points.kind === 'FORMULA'
        ? { kind: 'FORMULA', multiplier: draft.points.multiplier }
        : draft.points.kind === 'BY_PLACE'
          ? { kind: 'BY_PLACE', points: [...draft.points.byPlace] }
          : null,
    league: draft.league.trim() || null,
    blindLevels: toBlindLevels(draft.levels),
    tableKeys: [...draft.tableKeys],
  };
}

/** An event back into the form, for Edit. */
export function draftFromEvent(event: EventDetail): EventDraft {
  const blank = newEventDraft(event.startTime);
  const rule = event.pointsRule;
  return {
    name: event.name,
    start: localInputValue(event.startTime),
    end: event.endTime ? localInputValue(event.endTime) : '',
    maxPlayers: event.maxPlayers,
    buyIn: purchase(event.buyIn),
    rebuy: event.rebuy
      ? { on: true, ...purchase(event.rebuy), untilLevel: event.rebuy.untilLevelIndex + 1 }
      : { ...blank.rebuy, chips: event.buyIn.chips },
    reEntry: event.reEntry
      ? {
          on: true,
          ...purchase(event.reEntry),
          untilLevel: event.reEntry.untilLevelIndex + 1,
          maxCount: event.reEntry.maxCount,
        }
      : { ...blank.reEntry, chips: event.buyIn.chips },
    addOn: event.addOn
      ? { on: true, ...purchase(event.addOn), atLevel: event.addOn.atLevelIndex + 1 }
      : { ...blank.addOn, chips: event.buyIn.chips },
    bounty: event.bounty ? { on: true, ...event.bounty } : blank.bounty,
    standardPayouts: event.isStandardPayout,
    payouts: [...event.payoutShares],
    points: {
      kind: rule?.kind ?? 'NONE',
      multiplier: rule?.kind === 'FORMULA' ? rule.multiplier : 1,
      byPlace: rule?.kind === 'BY_PLACE' ? [...rule.points] : blank.points.byPlace,
    },
    league: event.league ?? '',
    levels: fromBlindLevels(event.blindLevels),
    tableKeys: [...event.tableKeys],
  };
}

const LEVEL_FIELDS: Record<string, keyof LevelDraft> = {
  levelDuration: 'minutes',
  breakDuration: 'breakMinutes',
  'blinds.0': 'small',
  'blinds.1': 'big',
  'antes.1': 'ante',
};

/** Where an input path shows in the form: `rebuy.untilLevelIndex` → `rebuy.untilLevel`. */
export function formPath(path: readonly PropertyKey[]): string {
  const [head, ...rest] = path.map(String);
  const tail = rest.join('.');
  switch (head) {
    case 'startTime':
      return 'start';
    case 'endTime':
      return 'end';
    case 'payoutShares':
      return 'payouts';
    case 'pointsRule':
      return 'points';
    case 'blindLevels': {
      const [index, ...field] = rest;
      if (index === undefined) return 'levels';
      const name = LEVEL_FIELDS[field.join('.')];
      return name ? `levels.${index}.${name}` : 'levels';
    }
    case 'rebuy':
    case 'reEntry':
      return tail === 'untilLevelIndex' ? `${head}.untilLevel` : `${head}${tail ? `.${tail}` : ''}`;
    case 'addOn':
      return tail === 'atLevelIndex' ? 'addOn.atLevel' : `addOn${tail ? `.${tail}` : ''}`;
    default:
      return [head ?? 'form', ...rest].join('.');
  }
}

/** Levels in the schema's messages are indexes; the form numbers them from 1. */
function levelWords(message: string): string {
  return message
    .replace(/ \(last index \d+\)/, '')
    .replace(/a level index is 0 or more \(0 = the first level\)/, 'level 1 or later');
}

/**
 * What is wrong with the form, by form path (`name`, `buyIn.amount`, `levels.2.minutes`,
 * `payouts`), each as a sentence; empty when it can be sent.
 */
export function draftErrors(draft: EventDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(levelErrors(draft.levels))) {
    errors[path === 'levels' ? 'levels' : `levels.${path}`] = message;
  }
  if (!draft.standardPayouts) {
    const payout = payoutError(draft.payouts);
    if (payout) errors.payouts = payout;
  }
  if (draft.start.trim() === '') errors.start = 'When does it start? A start time is needed.';
  const parsed = eventCreateSchema.safeParse(draftToInput(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors[formPath(issue.path)] ??= sentence(levelWords(issue.message));
    }
  }
  return errors;
}

/** How many fields need attention, for beside the Create button. */
export function errorSummary(errors: Record<string, string>): string | null {
  const count = Object.keys(errors).length;
  if (count === 0) return null;
  return count === 1
    ? '1 field needs attention: nothing was saved.'
    : `${count} fields need attention: nothing was saved.`;
}

/**
 * What the server refused, by form path: its `data.fields` when it sent them, else the
 * `path: message` parts of its message (decision 003); a message naming no field lands in `form`.
 */
export function serverFormErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  const fields = (error as { data?: { fields?: unknown } } | null)?.data?.fields;
  if (fields && typeof fields === 'object') {
    for (const [path, message] of Object.entries(fields as Record<string, string>))
      errors[formPath(path.split('.'))] ??= sentence(levelWords(message));
    return errors;
  }
  const message = error instanceof Error ? error.message : String(error);
  for (const part of message.split(/; (?=[A-Za-z_]\w*(?:\.\w+)*: )/)) {
    const match = /^([A-Za-z_]\w*(?:\.\w+)*): (.+)$/s.exec(part);
    if (match) errors[formPath(match[1]!.split('.'))] ??= sentence(levelWords(match[2]!));
    else errors.form = sentence(part);
  }
  return errors;
}
