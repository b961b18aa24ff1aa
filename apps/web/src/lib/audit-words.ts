/**
 * What the Table Manager's History and the admins' Audit log say about each audit entry
 * (docs/decisions/006-audit-record.md), in the room's words: who, what ("Changed the blind structure",
 * "Switched to PLO8"), when, and each changed field before → after. Plain functions of the entry, so
 * the wording is tested without a screen.
 */
import { ADD_ON_TITLES, type PlayableAddOn, VARIATION_INFO, type Variation } from '@railbird/protocol';
import type { RouterOutputs } from './trpc.js';

export type AuditEntry = RouterOutputs['audit']['list']['entries'][number];

export interface FieldChange {
  /** The dotted path, as recorded (a stable React key). */
  path: string;
  label: string;
  before: string;
  after: string;
}

export interface EntryWords {
  /** `Alice Chen (MANAGER)`, `Engine`. */
  who: string;
  /** `Changed the blind structure`, `Switched to PLO8`, `Seated Bob at seat 3`. */
  what: string;
  changes: FieldChange[];
}

type Fields = Record<string, unknown>;

const GAME = 'defaultGameSettings.';

/** What a table's engine records: its subject is a journal entry, its data the command's. */
const ENGINE_KINDS: ReadonlySet<string> = new Set(['command', 'card.read', 'feed.opened']);

/** A settings change's topics, in the order a title names them; the first that matches a path wins. */
const SETTINGS_TOPICS: { test: (path: string) => boolean; words: string }[] = [
  { test: (p) => p.startsWith(`${GAME}blindLevels`), words: 'the blind structure' },
  {
    test: (p) => p === `${GAME}mixedGameEnabled` || p === `${GAME}gameList`,
    words: 'the mixed-game rotation',
  },
  {
    test: (p) => /^defaultGameSettings\.(straddlePositions|minStraddle|maxStraddle|ultimateStraddle)/.test(p),
    words: 'the straddle rules',
  },
  { test: (p) => p === `${GAME}shotClockDuration`, words: 'the shot clock' },
  { test: (p) => p.startsWith(`${GAME}overlaysSkin`), words: 'the overlays skin' },
  { test: (p) => p.startsWith(`${GAME}denominations`), words: 'the chip denominations' },
  { test: (p) => p === `${GAME}mode`, words: 'the game mode' },
  { test: (p) => p === 'name' || p === 'code', words: 'the table name' },
  { test: (p) => p === 'capacity', words: 'the seats' },
  { test: (p) => /^(antennas|numAntennas|sensitivities)/.test(p), words: 'the antennas' },
];

/** Who made the change, as they were then. */
export function whoOf(entry: Pick<AuditEntry, 'actor' | 'source'>): string {
  const name = entry.actor.name || (entry.source === 'engine' ? 'The engine' : 'Someone');
  return entry.actor.type ? `${name} (${entry.actor.type})` : name;
}

export function describeEntry(entry: AuditEntry): EntryWords {
  const before = (entry.before ?? {}) as Fields;
  const after = (entry.after ?? {}) as Fields;
  const subject = entry.subject?.name ?? entry.subject?.id ?? '';
  const what = whatOf(entry, before, after, subject);
  // A command's data and the chips it moved are in its title, not fields that changed.
  const skip = ENGINE_KINDS.has(entry.kind) ? new Set(['data', 'transfers']) : new Set<string>();
  const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((p) => !skip.has(p));
  const changes = paths
    .map((path) => ({
      path,
      label: fieldLabel(path),
      before: valueText(path, entry.before === null ? undefined : before[path]),
      after: valueText(path, entry.after === null ? undefined : after[path]),
    }))
    .filter((c) => c.before !== c.after);
  return { who: whoOf(entry), what, changes };
}

function whatOf(entry: AuditEntry, before: Fields, after: Fields, subject: string): string {
  switch (entry.kind) {
    case 'table.create':
      return 'Created the table';
    case 'table.remove':
      return 'Removed the table';
    case 'table.rotateSecret':
      return 'Rotated the engine secret';
    case 'table.setMode':
      return `Set the table to ${String(after.mode ?? '?')} mode`;
    case 'table.update': {
      const renamed = 'name' in after;
      const moved = 'ip' in after;
      if (renamed && moved) return 'Renamed the table and changed its address';
      if (renamed) return `Renamed the table to “${String(after.name)}”`;
      return 'Changed the table’s address';
    }
    case 'table.updateSettings':
      return settingsWhat(Object.keys({ ...before, ...after }), after);
    case 'location.create':
      return 'Created the location';
    case 'location.update':
      return `Renamed the location to “${String(after.name ?? '')}”`;
    case 'location.invite':
      return `Invited ${subject || 'a member'}`;
    case 'location.setMemberType':
      return `Made ${subject || 'a member'} ${String(after.adminType ?? '')}`.trim();
    case 'location.removeMember':
      return `Removed ${subject || 'a member'} from the location`;
    case 'invitation.revoke':
      return `Revoked the invitation of ${subject || 'a member'}`;
    case 'invitation.accept':
      return 'Accepted an invitation';
    case 'overlay.saveSkin':
      return subject ? `Saved the overlays skin “${subject}”` : 'Saved an overlays skin';
    case 'overlay.createLink':
      return subject ? `Created the overlay link “${subject}”` : 'Created an overlay link';
    case 'overlay.revokeLink':
      return subject ? `Revoked the overlay link “${subject}”` : 'Revoked an overlay link';
    case 'studio.setObs':
      return after.url ? `Set the OBS address to ${String(after.url)}` : 'Changed the OBS connection';
    case 'checkIn.register':
      return `Checked in ${subject || 'a new player'} as a new player`;
    case 'waitingList.join':
      return `Put ${subject || 'a player'} on the waiting list`;
    case 'waitingList.leave':
      return `Took ${subject || 'a player'} off the waiting list`;
    case 'player.merge':
      return `Merged ${String((before.merged as Fields | undefined)?.displayName ?? 'a player')} into ${subject || 'a player'}`;
    case 'player.claimSeatHands':
      return `Linked ${String(before.playedAs ?? 'a walk-in')} at seat ${Number(before.seatIndex ?? 0) + 1} to ${subject || 'a player'} (${String(after.handsClaimed ?? 0)} earlier hands)`;
    case 'event.create':
      return `Created the event ${subject ? `“${subject}”` : ''}`.trim();
    case 'event.update':
      return `Changed the event ${subject ? `“${subject}”` : ''}`.trim();
    case 'event.remove':
      return `Removed the event ${subject ? `“${subject}”` : ''}`.trim();
    case 'event.setRegistration':
      return `${after.isRegistrationOpen === false || after.open === false ? 'Closed' : 'Opened'} registration${subject ? ` for “${subject}”` : ''}`;
    case 'event.setStatus':
      return `Set ${subject ? `“${subject}”` : 'the event'} to ${String(after.status ?? '?').toLowerCase()}`;
    case 'event.enter':
      return `Entered a player in ${subject ? `“${subject}”` : 'an event'}${after.kind ? ` (${String(after.kind).toLowerCase().replace('_', '-')})` : ''}`;
    case 'event.eliminate':
      return `Recorded an elimination in ${subject ? `“${subject}”` : 'an event'}`;
    case 'event.reinstate':
      return `Reinstated a player in ${subject ? `“${subject}”` : 'an event'}`;
    case 'event.setPayouts':
      return `Changed the payouts of ${subject ? `“${subject}”` : 'an event'}`;
    case 'command':
    case 'card.read':
    case 'feed.opened':
      // The subject is the journal entry (`journal:7@…`), named by the command's event.
      return commandWhat(entry.subject?.name ?? '', (after.data ?? {}) as Fields, before, after.transfers);
  }
}

function settingsWhat(paths: string[], after: Fields): string {
  // A game change brings its blind levels with it: the switch is the news.
  if (paths.includes(`${GAME}variation`)) {
    const rest = topicsOf(
      paths.filter((p) => !p.startsWith(`${GAME}blindLevels`) && p !== `${GAME}variation`),
    );
    const head = `Switched to ${variationText(after[`${GAME}variation`])}`;
    return rest.length > 0 ? `${head} and changed ${joinWords(rest)}` : head;
  }
  const topics = topicsOf(paths);
  return topics.length > 0 ? `Changed ${joinWords(topics)}` : 'Changed the table settings';
}

function topicsOf(paths: string[]): string[] {
  const topics: string[] = [];
  let other = false;
  for (const path of paths) {
    const topic = SETTINGS_TOPICS.find((t) => t.test(path))?.words;
    if (!topic) other = true;
    else if (!topics.includes(topic)) topics.push(topic);
  }
  if (other) topics.push(topics.length > 0 ? 'other settings' : 'the table settings');
  return topics;
}

function joinWords(words: string[]): string {
  if (words.length <= 2) return words.join(' and ');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const seatWords = (data: Fields, key = 'seatIndex') =>
  typeof data[key] === 'number' ? `seat ${(data[key] as number) + 1}` : 'a seat';

/** An operator command at the table (kind `command`, source `engine`): its event and data. */
function commandWhat(event: string, data: Fields, before: Fields, transfers: unknown): string {
  const hand = typeof before.handNumber === 'number' && before.handNumber > 0 ? ` #${before.handNumber}` : '';
  switch (event) {
    case 'startRound':
      return 'Started a hand';
    case 'action': {
      const type = String(data.type ?? 'acted');
      const amount = typeof data.amount === 'number' ? ` ${data.amount}` : '';
      const verb =
        type === 'bet' || type === 'raise'
          ? `${type === 'bet' ? 'Bet' : 'Raised to'}${amount}`
          : capital(type);
      return `${verb} for ${seatWords(data)}`;
    }
    case 'confirmAction':
      return 'Confirmed the action';
    case 'rejectAction':
      return 'Rejected the action';
    case 'assignWinner': {
      const seats = Array.isArray(data.seatIndexes) ? (data.seatIndexes as number[]).map((s) => s + 1) : [];
      return seats.length > 1
        ? `Split the pot between seats ${seats.join(', ')}`
        : `Awarded the pot to seat ${seats[0] ?? '?'}`;
    }
    case 'seatPlayer':
      return `Seated ${String(data.displayName ?? 'a player')} at ${seatWords(data)}`;
    case 'unseatPlayer':
      return `Unseated the player at ${seatWords(data)}`;
    case 'movePlayer':
      return data.toTableKey
        ? `Moved the player at ${seatWords(data, 'fromSeatIndex')} to table ${String(data.toTableKey)}`
        : `Moved the player at ${seatWords(data, 'fromSeatIndex')} to ${seatWords(data, 'toSeatIndex')}`;
    case 'sitOut':
      return data.sittingOut ? `Sat out ${seatWords(data)}` : `Sat ${seatWords(data)} back in`;
    case 'rebuy':
      return `Rebuy of ${String(data.amount ?? '?')} at ${seatWords(data)}`;
    case 'undo':
      return `Undid the last action${hand ? ` of hand${hand}` : ''}`;
    case 'voidHand':
      return `Voided hand${hand}`;
    case 'clearError':
      return 'Cleared the read error';
    case 'simulateRead':
      return `Entered a read by hand (antenna ${String(data.antennaId ?? '?')})`;
    case 'cardRead':
      return `Antenna ${String(data.antennaId ?? '?')} read tag ${String(data.tagId ?? '?')}`;
    case 'feedOpened': {
      const what =
        data.audience === 'operator' ? 'the live feed with hole cards' : 'the delayed feed with hole cards';
      const page = typeof data.page === 'string' ? ` on ${data.page}` : '';
      return `Opened ${what}${page} from ${String(data.remote ?? 'an unknown address')}`;
    }
    case 'setPaused':
      return data.paused ? 'Paused the table' : 'Resumed play';
    case 'standPat':
      return `Stand pat for ${seatWords(data)}`;
    case 'showStoredHand':
      return 'Showed a stored hand';
    case 'setTableMode':
      return `Switched the table to ${String(data.tableMode ?? '?')} mode${data.force ? ' (forced)' : ''}`;
    case 'addOnAction':
      return addOnActionWhat(data, transfers);
    case 'setAddOns': {
      const games = Array.isArray(data.addOns) ? (data.addOns as string[]).map(addOnTitle) : [];
      return games.length > 0 ? `Add-on games on: ${games.join(', ')}` : 'Switched the add-on games off';
    }
    default:
      return event ? `Sent ${event}` : 'Sent a command';
  }
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A chip transfer of an add-on action as recorded (`after.transfers`, protocol `AddOnTransfer`). */
interface MovedChips {
  seatIndex: number;
  displayName: string;
  amount: number;
}

const addOnTitle = (addOn: string) =>
  addOn in ADD_ON_TITLES ? ADD_ON_TITLES[addOn as PlayableAddOn] : 'An add-on game';

/** `+10`, `−20` (a true minus), exact. */
const signed = (amount: number) => `${amount < 0 ? '−' : '+'}${Math.abs(amount)}`;

/** What an add-on decision did, `{who}` the seat it names. */
const ADD_ON_VERBS: Record<string, string> = {
  join: '{who} joined',
  leave: '{who} left',
  call: 'called the game',
  confirm: 'confirmed',
  reject: 'rejected',
  reset: 'reset the game',
  newGame: 'started a new game',
  end: 'ended the game',
  deal: 'dealt',
  grant: 'gave {who} a powerup',
  play: '{who} played',
  predict: '{who} made a prediction',
  withdraw: '{who} withdrew a prediction',
  drawPrompts: 'drew the predictions on offer',
  setPrize: 'set the prize',
  bet: '{who} bet',
  insurance: '{who} took insurance',
  declineInsurance: '{who} declined insurance',
  hit: '{who} hit',
  stand: '{who} stood',
  double: '{who} doubled',
  split: '{who} split',
  surrender: '{who} surrendered',
  check: '{who} checked',
  fold: '{who} folded',
  shuffle: 'shuffled',
  nextRound: 'cleared the round',
  closeBets: 'closed the bets',
  setTeams: 'set the teams',
  addTeam: 'added a team',
  removeTeam: 'removed a team',
  assignSeat: 'put {who} on a team',
  unassignSeat: 'took {who} off their team',
};

/**
 * An add-on game's decision (`addOnAction`): the game, what was done and the chips it moved, from the
 * record's `transfers` — `One-and-done: Bob bought in for 100`, `Nit game: confirmed — Bob +20, Cleo −20`.
 */
function addOnActionWhat(data: Fields, transfers: unknown): string {
  const title = addOnTitle(String(data.addOn ?? ''));
  const action = (data.action ?? {}) as Fields;
  const type = String(action.type ?? '');
  const moved = Array.isArray(transfers) ? (transfers as MovedChips[]) : [];
  const seatIndex = typeof action.seatIndex === 'number' ? action.seatIndex : null;
  const own = moved.filter((t) => t.seatIndex === seatIndex);
  const who = own[0]?.displayName ?? (seatIndex === null ? 'a player' : seatWords({ seatIndex }));
  const ownChips = own.reduce((sum, t) => sum + t.amount, 0);
  if (data.addOn === 'oneNDoneAddOn' && type === 'buyIn')
    return `${title}: ${who} bought in${ownChips > 0 ? ` for ${ownChips}` : ''}`;
  if (data.addOn === 'oneNDoneAddOn' && type === 'cashOut')
    return `${title}: ${who} cashed out${ownChips < 0 ? ` ${-ownChips}` : ''}`;
  const verb = (
    ADD_ON_VERBS[type] ?? (seatIndex === null ? words(type) : `${words(type)} for {who}`)
  ).replace('{who}', who);
  const chips = moved.map((t) => `${t.displayName} ${signed(t.amount)}`).join(', ');
  return `${title}: ${verb}${chips ? ` — ${chips}` : ''}`;
}

const FIELD_WORDS: Record<string, string> = {
  variation: 'Game',
  mode: 'Mode',
  gameMode: 'Game mode',
  name: 'Name',
  ip: 'Address',
  capacity: 'Seats',
  adminType: 'Admin type',
  status: 'Status',
  blinds: 'blinds',
  antes: 'antes',
  straddlePositions: 'Straddle positions',
  minStraddle: 'Min straddle',
  maxStraddle: 'Max straddle',
  ultimateStraddle: 'Ultimate straddle',
  shotClockDuration: 'Shot clock (s)',
  gameList: 'Rotation',
  mixedGameEnabled: 'Mixed games',
  gameState: 'Game state',
  roundState: 'Round state',
  handNumber: 'Hand',
};

/** `defaultGameSettings.blindLevels.0.blinds` → `Level 1 blinds`; `capacity` → `Seats`. */
export function fieldLabel(path: string): string {
  const parts = path.startsWith(GAME) ? path.slice(GAME.length).split('.') : path.split('.');
  if (parts[0] === 'blindLevels') {
    if (parts.length === 1) return 'Blind levels';
    const level = `Level ${Number(parts[1]) + 1}`;
    return parts[2] ? `${level} ${FIELD_WORDS[parts[2]] ?? words(parts[2])}` : level;
  }
  const last = parts.at(-1) ?? path;
  const label = FIELD_WORDS[last] ?? words(last);
  return capital(label);
}

/** `shotClockDuration` → `shot clock duration`. */
const words = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** A recorded value as the room reads it: `1/2`, `PLO8`, `on`, `—`. */
export function valueText(path: string, value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (path.endsWith('variation') || path.endsWith('gameList')) {
    return Array.isArray(value) ? value.map(variationText).join(', ') || '—' : variationText(value);
  }
  if (/\.(blinds|antes)$/.test(path) && Array.isArray(value)) {
    // Ten slots, most of them 0: the room says "1/2" (or "1/2/4" with a third blind).
    const last = value.findLastIndex((v) => v !== 0);
    return last < 0 ? 'none' : value.slice(0, last + 1).join('/');
  }
  if (Array.isArray(value))
    return value.length === 0 ? 'none' : value.map((v) => valueText('', v)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function variationText(value: unknown): string {
  return typeof value === 'string' && value in VARIATION_INFO
    ? VARIATION_INFO[value as Variation].shortCode
    : String(value);
}

/** `just now`, `5 min ago`, `3 h ago`, `2 d ago`. */
export function relativeTime(at: Date, now: number): string {
  const seconds = Math.max(0, Math.round((now - at.getTime()) / 1000));
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${Math.round(hours / 24)} d ago`;
}

/** The exact time, to the second, in the viewer's zone: `25 Nov 2026, 18:45:49`. */
export function exactTime(at: Date): string {
  return at.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}
