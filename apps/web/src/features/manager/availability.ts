/**
 * Which operator commands the engine would accept now, read off the table state it sent, and why not
 * when it would refuse (STYLE.md habit 1, "check, ask, do": the manager's buttons ask here, the
 * engine checks again). Each check mirrors the engine's own, in its order and with its words:
 * apps/engine/src/table/commands.ts (the error gate), hand-commands.ts, seat-commands.ts and
 * table-commands.ts. What the state does not show (the registered deck, the draw order, an undo with
 * nothing left) is left to the engine, whose refusal the manager shows as it comes.
 */
import {
  COMMANDS_DURING_ERROR,
  DRAW_VARIATIONS,
  type Player,
  type RoundState,
  type TableState,
} from '@railbird/protocol';

export type Verdict = { ok: true } | { ok: false; reason: string };

const OK: Verdict = { ok: true };
const no = (reason: string): Verdict => ({ ok: false, reason });

/** The engine's name for a seat: "seat 3" for seatIndex 2 (engine seats.ts). */
export function seatName(seatIndex: number): string {
  return `seat ${seatIndex + 1}`;
}

/** Commands the engine still takes while the table shows a read error (the engine's own list). */
const DURING_ERROR: ReadonlySet<string> = new Set(COMMANDS_DURING_ERROR);

/** What every command meets while the table's socket is down. */
export const NOT_LIVE: Verdict = {
  ok: false,
  reason: 'The table is not connected: wait for it to reconnect.',
};

/** The refusal every other command meets while the table shows a read error. */
function errorGate(state: TableState, event: string): Verdict | null {
  const error = state.table.error;
  if (error && !DURING_ERROR.has(event)) {
    return no(`The table is in its error state (${error.message}) Fix it and clear the error first.`);
  }
  return null;
}

const INFERENCE_STATES: readonly RoundState[] = [
  'CALL CONFIRMATION',
  'RAISE CONFIRMATION',
  'ALL IN CONFIRMATION',
];

/** A hand is being played (engine states.ts `handInProgress`: the projection says IN ROUND). */
export function handInProgress(state: TableState): boolean {
  return state.game.gameState === 'IN ROUND';
}

export function playerAt(state: TableState, seatIndex: number): Player | undefined {
  return state.playerGroup.players.find((p) => p.seatIndex === seatIndex);
}

/** Dealt into the hand being played (folded or not): such a seat stays put until the hand ends. */
function inHand(state: TableState, player: Player): boolean {
  return handInProgress(state) && player.roundStatus?.inRound === true;
}

/** Players who can play the next hand (engine seats.ts `eligibleSeats`). */
export function eligiblePlayers(state: TableState): Player[] {
  return state.playerGroup.players.filter(
    (p) => !p.sittingOut && !p.roundStatus?.isEliminated && p.stack > 0,
  );
}

// ── The hand ─────────────────────────────────────────────────────────────────────────────────────

export function canStartRound(state: TableState): Verdict {
  const gate = errorGate(state, 'startRound');
  if (gate) return gate;
  if (handInProgress(state)) return no('A hand is already being played.');
  if (state.round.roundState === 'ELIMINATION CONFIRMATION') {
    const out = state.playerGroup.players.filter((p) => p.roundStatus?.isEliminated).map((p) => p.seatIndex);
    return no(
      `Confirm the elimination of ${out.length > 0 ? out.map(seatName).join(', ') : 'the busted players'} first.`,
    );
  }
  if (state.game.isPaused) return no('The table is paused: resume it first.');
  const mode = state.table.mode;
  if (mode !== 'GAME' && mode !== 'DEMO') {
    return no(`Cannot start a round: the table is in ${mode} mode (switch it to GAME).`);
  }
  const eligible = eligiblePlayers(state).length;
  if (eligible < 2) {
    return no(
      `Cannot start a round: ${eligible === 0 ? 'nobody' : 'only one player'} can play (seat players, or bring them back from sitting out).`,
    );
  }
  // Between hands the game state is SETUP exactly when the table cannot deal; the rest is the deck.
  if (state.game.gameState === 'SETUP' && state.tableSettings.isCardsEnabled) {
    return no('Cannot start a round: the deck is not registered (switch to REGISTER_DECK and read it).');
  }
  return OK;
}

export function canVoidHand(state: TableState): Verdict {
  return handInProgress(state) ? OK : no('No hand is being played: there is nothing to void.');
}

export function canUndo(state: TableState): Verdict {
  if (handInProgress(state)) return OK;
  return no(
    state.game.gameState === 'CLEARING'
      ? 'The hand is over and recorded: it cannot be undone.'
      : 'No hand is being played.',
  );
}

export type ManualAction =
  | { type: 'fold' }
  | { type: 'check' }
  | { type: 'call' }
  | { type: 'bringIn' }
  | { type: 'raise'; amount: number };

/**
 * Whether the street has a bet to raise (Raise to), not yet (Bet), or waits for the stud bring-in,
 * which the first player makes or completes (Complete to).
 */
export function betWord(state: TableState): 'Bet' | 'Raise' | 'Complete' {
  const options = state.round.actionOptions;
  if (options?.bringIn !== undefined) return 'Complete';
  return (options?.currentBet ?? 0) > 0 ? 'Raise' : 'Bet';
}

const BET_VERBS = { Bet: 'bets', Raise: 'raises to', Complete: 'completes to' } as const;
const BET_NOUNS = { Bet: 'A bet', Raise: 'A raise', Complete: 'A completion' } as const;

/** The stud bring-in the player to act owes, or null when none is waiting. */
export function bringInOwed(state: TableState): number | null {
  return state.round.actionOptions?.bringIn ?? null;
}

/** An action typed in for the player to act (engine hand-commands.ts `action`). */
export function canAct(state: TableState, action: ManualAction): Verdict {
  const gate = errorGate(state, 'action');
  if (gate) return gate;
  if (!handInProgress(state)) return no('No hand is being played: start a round first.');
  const seat = state.round.actingPlayer;
  const options = state.round.actionOptions;
  if (seat === null || !options) return no('Nobody is to act now: the cards are being dealt.');
  const who = seatName(seat);
  // Stud, third street: the first player brings in or completes before anything else (poker BET-9).
  if (
    options.bringIn !== undefined &&
    (action.type === 'fold' || action.type === 'check' || action.type === 'call')
  )
    return no(`${who} must bring in or complete first.`);
  switch (action.type) {
    case 'bringIn':
      return options.bringIn !== undefined
        ? OK
        : no('Only the first player on third street of a stud game brings in.');
    case 'fold':
      return OK;
    case 'check':
      return options.call > 0 ? no(`${who} cannot check: ${options.call} to call.`) : OK;
    case 'call':
      return options.call === 0 ? no(`${who} has nothing to call: check instead.`) : OK;
    case 'raise': {
      if (options.maxRaise <= 0) return no(`${who} cannot raise: the betting is closed to them.`);
      if (!Number.isFinite(action.amount) || action.amount <= 0) {
        return no(`Type the amount ${who} ${BET_VERBS[betWord(state)]}.`);
      }
      if (action.amount > options.maxRaise) return no(`${who} can raise to ${options.maxRaise} at most.`);
      // Below the minimum only an all-in is allowed, and then min and max are the same (protocol round.ts).
      if (action.amount < options.minRaise)
        return no(`${BET_NOUNS[betWord(state)]} is to ${options.minRaise} at least.`);
      return OK;
    }
  }
}

/** What Confirm (Enter) does now, in words; null when there is nothing to confirm. */
export function confirmLabel(state: TableState): string | null {
  const rs = state.round.roundState;
  if (INFERENCE_STATES.includes(rs) && handInProgress(state)) return 'Accept';
  if (rs === 'ELIMINATION CONFIRMATION') return 'Confirm elimination';
  if (rs === 'SHOWDOWN CONFIRMATION') return 'Show down';
  if (state.game.gameState === 'CLEARING') return 'Clear the table';
  return null;
}

/** Accept what the engine inferred, an elimination, the showdown, or clear the last hand (confirmAction). */
export function canConfirm(state: TableState): Verdict {
  const gate = errorGate(state, 'confirmAction');
  if (gate) return gate;
  if (state.round.roundState === 'WINNER ASSIGNMENT') {
    const unread = showdownPlayers(state).filter((p) => !cardsKnown(p));
    return no(
      `The cards of ${unread.map((p) => seatName(p.seatIndex)).join(', ')} were not read: assign the winner.`,
    );
  }
  return confirmLabel(state) ? OK : no('There is nothing to confirm now.');
}

export function canReject(state: TableState): Verdict {
  const gate = errorGate(state, 'rejectAction');
  if (gate) return gate;
  return INFERENCE_STATES.includes(state.round.roundState)
    ? OK
    : no('There is no action from chips waiting for confirmation.');
}

/** Players still to show or muck at the showdown (poker `awaitingShowdown`). */
export function showdownPlayers(state: TableState): Player[] {
  return state.playerGroup.players.filter((p) => p.roundStatus?.active && !p.roundStatus.isShowdown);
}

function cardsKnown(player: Player): boolean {
  const cards = player.roundStatus?.hand.cards ?? [];
  return cards.length > 0 && cards.every((c) => c !== null);
}

export function canAssignWinner(state: TableState, seats: readonly number[]): Verdict {
  const gate = errorGate(state, 'assignWinner');
  if (gate) return gate;
  const rs = state.round.roundState;
  if (rs !== 'WINNER ASSIGNMENT' && rs !== 'SHOWDOWN CONFIRMATION')
    return no('Winners are assigned at the showdown.');
  if (seats.length === 0) return no('Pick the winner first.');
  const pending = showdownPlayers(state);
  for (const seat of seats) {
    if (!pending.some((p) => p.seatIndex === seat)) return no(`${seatName(seat)} is not in the showdown.`);
  }
  if (seats.length > 1 && pending.some((p) => seats.includes(p.seatIndex) && !cardsKnown(p))) {
    return no("A split needs every winner's cards: read them, or assign one winner.");
  }
  return OK;
}

/** Draw games (spec §3: the last five variations). */
export function isDrawGame(state: TableState): boolean {
  return (DRAW_VARIATIONS as readonly string[]).includes(state.gameSettings.variation);
}

export function canStandPat(state: TableState): Verdict {
  const gate = errorGate(state, 'standPat');
  if (gate) return gate;
  if (!handInProgress(state)) return no('No hand is being played: start a round first.');
  if (!isDrawGame(state) || state.round.roundState !== 'DISCARDS') return no('Nobody is drawing now.');
  return OK;
}

// ── The table ────────────────────────────────────────────────────────────────────────────────────

export function canClearError(state: TableState): Verdict {
  return state.table.error ? OK : no('The table shows no error.');
}

/** A mode switch mid-hand needs `force` (it voids the hand): the manager asks once. */
export function modeSwitchNeedsForce(state: TableState, mode: string): boolean {
  return mode !== state.table.mode && handInProgress(state);
}

export function canShowStoredHand(state: TableState): Verdict {
  const gate = errorGate(state, 'showStoredHand');
  if (gate) return gate;
  return state.table.mode === 'VAULT'
    ? OK
    : no('Stored hands are shown in VAULT mode: switch the table to VAULT first.');
}

// ── Seats ────────────────────────────────────────────────────────────────────────────────────────

export function canSeat(state: TableState, seatIndex: number, displayName: string, stack: number): Verdict {
  const capacity = state.tableSettings.capacity;
  if (seatIndex >= capacity)
    return no(`${seatName(seatIndex)} does not exist: this table has ${capacity} seats.`);
  if (playerAt(state, seatIndex)) return no(`${seatName(seatIndex)} is taken.`);
  if (displayName.trim() === '') return no('Pick a player from the directory or type a new name.');
  if (!(stack > 0)) return no('A player sits down with chips: the stack must be more than 0.');
  return OK;
}

export function canUnseat(state: TableState, seatIndex: number): Verdict {
  const player = playerAt(state, seatIndex);
  if (!player) return no(`Nobody sits at ${seatName(seatIndex)}.`);
  if (inHand(state, player)) {
    return no(`${seatName(seatIndex)} is in the hand being played: wait for it to end (or void it) first.`);
  }
  return OK;
}

export function canSitOut(state: TableState, seatIndex: number): Verdict {
  return playerAt(state, seatIndex) ? OK : no(`Nobody sits at ${seatName(seatIndex)}.`);
}

/**
 * A seated walk-in linked to a directory player (engine seat-commands.ts `identifyPlayer`): someone
 * sits there, and the player picked does not already play another seat of this table.
 */
export function canIdentify(state: TableState, seatIndex: number, uid: string | null): Verdict {
  if (!playerAt(state, seatIndex)) return no(`Nobody sits at ${seatName(seatIndex)}.`);
  if (!uid) return no('Pick the player from the directory.');
  const elsewhere = state.playerGroup.players.find((p) => p.seatIndex !== seatIndex && p.uid === uid);
  if (elsewhere)
    return no(`That player already sits at ${seatName(elsewhere.seatIndex)}: one person plays one seat.`);
  return OK;
}

/** More chips for a seated player (engine seat-commands.ts `rebuy`): between their hands only. */
export function canRebuy(state: TableState, seatIndex: number, amount: number): Verdict {
  const player = playerAt(state, seatIndex);
  if (!player) return no(`Nobody sits at ${seatName(seatIndex)}.`);
  if (inHand(state, player))
    return no(`${seatName(seatIndex)} is in the hand being played: add the chips after it.`);
  if (!(amount > 0)) return no('Type the chips to add: more than 0.');
  return OK;
}

/** A move to another seat of this table (engine seat-commands.ts `movePlayer`). */
export function canMove(state: TableState, from: number, to: number): Verdict {
  const player = playerAt(state, from);
  if (!player) return no(`Nobody sits at ${seatName(from)}.`);
  if (to >= state.tableSettings.capacity) return no(`${seatName(to)} does not exist.`);
  if (playerAt(state, to)) return no(`${seatName(to)} is taken.`);
  if (inHand(state, player)) return no(`${seatName(from)} is in the hand being played: move them after it.`);
  return OK;
}

/**
 * A move to a seat of another table: the engine moves only within a table and says to unseat here and
 * seat there, so the manager does both; each side is checked as its own command would be.
 */
export function canMoveAcross(
  from: TableState,
  seatIndex: number,
  to: TableState | null,
  toSeat: number,
): Verdict {
  const leave = canUnseat(from, seatIndex);
  if (!leave.ok) return leave;
  if (!to) return no('The other table is not connected: wait for it to reconnect.');
  const player = playerAt(from, seatIndex)!;
  const arrive = canSeat(to, toSeat, player.displayName, player.stack);
  return arrive.ok ? OK : no(`At ${to.tableSettings.name}: ${arrive.reason}`);
}

/** Empty seats of a table, in order. */
export function freeSeats(state: TableState): number[] {
  const taken = new Set(state.playerGroup.players.map((p) => p.seatIndex));
  return Array.from({ length: state.tableSettings.capacity }, (_, i) => i).filter((i) => !taken.has(i));
}

/** Spec `seat 3 is taken.` → `Seat 3 is taken.` for a sentence on its own. */
export function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
