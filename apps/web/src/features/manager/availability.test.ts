import type { TableState } from '@railbird/protocol';
import { errorTableFixture, idleTableFixture, midHandNlhFixture } from '@railbird/protocol/testing';
import { describe, expect, it } from 'vitest';
import {
  betWord,
  bringInOwed,
  canAct,
  canAssignWinner,
  canClearError,
  canConfirm,
  canIdentify,
  canMove,
  canMoveAcross,
  canRebuy,
  canReject,
  canSeat,
  canShowStoredHand,
  canSitOut,
  canStandPat,
  canStartRound,
  canUndo,
  canUnseat,
  canVoidHand,
  confirmLabel,
  freeSeats,
} from './availability.js';

/** A copy of `base` with some parts replaced (fixtures are frozen). */
function tableWith(base: TableState, change: (s: TableState) => void): TableState {
  const copy = structuredClone(base) as TableState;
  change(copy);
  return copy;
}

const reasonOf = (v: { ok: boolean; reason?: string }) => (v.ok ? null : v.reason);

/** Mid-hand fixture's players, between hands: no round status, nothing in the pot. */
const betweenHands = tableWith(midHandNlhFixture, (s) => {
  s.game = { gameState: 'STANDBY', roundCount: 42, isPaused: false };
  s.round.roundState = 'WAITING FOR ROUND START';
  s.round.actingPlayer = null;
  s.round.actionOptions = null;
  for (const p of s.playerGroup.players) p.roundStatus = null;
});

describe('availability: starting, voiding and undoing a hand', () => {
  it('[MGR-1] a round starts between hands in GAME mode with two players who can play', () => {
    expect(canStartRound(betweenHands)).toEqual({ ok: true });
    expect(reasonOf(canStartRound(midHandNlhFixture))).toBe('A hand is already being played.');
  });

  it('[MGR-2] start round names what stops it, in the engine’s order and words', () => {
    const paused = tableWith(betweenHands, (s) => {
      s.game.isPaused = true;
      s.table.mode = 'SCAN';
    });
    expect(reasonOf(canStartRound(paused))).toBe('The table is paused: resume it first.');
    const scan = tableWith(betweenHands, (s) => {
      s.table.mode = 'SCAN';
    });
    expect(reasonOf(canStartRound(scan))).toBe(
      'Cannot start a round: the table is in SCAN mode (switch it to GAME).',
    );
    const oneLeft = tableWith(betweenHands, (s) => {
      for (const p of s.playerGroup.players.slice(1)) p.sittingOut = true;
    });
    expect(reasonOf(canStartRound(oneLeft))).toBe(
      'Cannot start a round: only one player can play (seat players, or bring them back from sitting out).',
    );
    expect(reasonOf(canStartRound(idleTableFixture))).toMatch(/NONE mode/);
    const noDeck = tableWith(betweenHands, (s) => {
      s.game.gameState = 'SETUP';
      s.tableSettings.isCardsEnabled = true;
    });
    expect(reasonOf(canStartRound(noDeck))).toBe(
      'Cannot start a round: the deck is not registered (switch to REGISTER_DECK and read it).',
    );
  });

  it('[MGR-3] a read error holds every hand command but the ones that resolve or bypass it', () => {
    const gate =
      /^The table is in its error state \(Seat 6 antenna read SA.*\) Fix it and clear the error first\.$/;
    expect(reasonOf(canAct(errorTableFixture, { type: 'fold' }))).toMatch(gate);
    expect(reasonOf(canConfirm(errorTableFixture))).toMatch(gate);
    expect(reasonOf(canStandPat(errorTableFixture))).toMatch(gate);
    expect(canClearError(errorTableFixture)).toEqual({ ok: true });
    expect(canUndo(errorTableFixture)).toEqual({ ok: true });
    expect(canVoidHand(errorTableFixture)).toEqual({ ok: true });
    expect(canSitOut(errorTableFixture, 0)).toEqual({ ok: true });
    expect(reasonOf(canClearError(midHandNlhFixture))).toBe('The table shows no error.');
  });

  it('[MGR-4] void and undo need a hand being played; a finished hand is recorded', () => {
    expect(canVoidHand(midHandNlhFixture).ok).toBe(true);
    expect(canUndo(midHandNlhFixture).ok).toBe(true);
    expect(reasonOf(canVoidHand(betweenHands))).toBe('No hand is being played: there is nothing to void.');
    expect(reasonOf(canUndo(betweenHands))).toBe('No hand is being played.');
    const clearing = tableWith(betweenHands, (s) => {
      s.game.gameState = 'CLEARING';
    });
    expect(reasonOf(canUndo(clearing))).toBe('The hand is over and recorded: it cannot be undone.');
  });
});

describe('availability: actions entered by hand', () => {
  it('[MGR-5] facing a bet: fold and call yes, check no, raise between the minimum and the stack', () => {
    expect(canAct(midHandNlhFixture, { type: 'fold' }).ok).toBe(true);
    expect(canAct(midHandNlhFixture, { type: 'call' }).ok).toBe(true);
    expect(reasonOf(canAct(midHandNlhFixture, { type: 'check' }))).toBe('seat 6 cannot check: 60 to call.');
    expect(canAct(midHandNlhFixture, { type: 'raise', amount: 120 }).ok).toBe(true);
    expect(canAct(midHandNlhFixture, { type: 'raise', amount: 970 }).ok).toBe(true);
    expect(reasonOf(canAct(midHandNlhFixture, { type: 'raise', amount: 100 }))).toBe(
      'A raise is to 120 at least.',
    );
    expect(reasonOf(canAct(midHandNlhFixture, { type: 'raise', amount: 971 }))).toBe(
      'seat 6 can raise to 970 at most.',
    );
  });

  it('[MGR-15] stud, third street: the first player brings in or completes; fold, check and call wait', () => {
    const stud = tableWith(midHandNlhFixture, (s) => {
      s.round.actionOptions = { call: 0, minRaise: 20, maxRaise: 20, currentBet: 0, bringIn: 5 };
    });
    expect(bringInOwed(stud)).toBe(5);
    expect(betWord(stud)).toBe('Complete');
    expect(canAct(stud, { type: 'bringIn' }).ok).toBe(true);
    for (const type of ['fold', 'check', 'call'] as const) {
      expect(reasonOf(canAct(stud, { type }))).toBe('seat 6 must bring in or complete first.');
    }
    expect(reasonOf(canAct(stud, { type: 'raise', amount: 10 }))).toBe('A completion is to 20 at least.');
    expect(canAct(stud, { type: 'raise', amount: 20 }).ok).toBe(true);
    expect(bringInOwed(midHandNlhFixture)).toBeNull();
    expect(reasonOf(canAct(midHandNlhFixture, { type: 'bringIn' }))).toBe(
      'Only the first player on third street of a stud game brings in.',
    );
  });

  it('[MGR-6] nothing to call: check yes, call no; with nobody to act every action waits', () => {
    const checked = tableWith(midHandNlhFixture, (s) => {
      s.round.actionOptions = { call: 0, minRaise: 10, maxRaise: 970, currentBet: 0 };
    });
    expect(canAct(checked, { type: 'check' }).ok).toBe(true);
    expect(reasonOf(canAct(checked, { type: 'call' }))).toBe('seat 6 has nothing to call: check instead.');
    const dealing = tableWith(midHandNlhFixture, (s) => {
      s.round.actingPlayer = null;
      s.round.actionOptions = null;
    });
    expect(reasonOf(canAct(dealing, { type: 'fold' }))).toBe(
      'Nobody is to act now: the cards are being dealt.',
    );
    expect(reasonOf(canAct(betweenHands, { type: 'fold' }))).toBe(
      'No hand is being played: start a round first.',
    );
  });
});

describe('availability: confirmations, winners and draws', () => {
  it('[MGR-7] confirm accepts an inferred action, an elimination, a showdown or clears a finished hand', () => {
    const call = tableWith(midHandNlhFixture, (s) => {
      s.round.roundState = 'CALL CONFIRMATION';
    });
    expect(confirmLabel(call)).toBe('Accept');
    expect(canConfirm(call).ok && canReject(call).ok).toBe(true);
    expect(reasonOf(canConfirm(midHandNlhFixture))).toBe('There is nothing to confirm now.');
    expect(reasonOf(canReject(midHandNlhFixture))).toBe(
      'There is no action from chips waiting for confirmation.',
    );
    const clearing = tableWith(betweenHands, (s) => {
      s.game.gameState = 'CLEARING';
    });
    expect(confirmLabel(clearing)).toBe('Clear the table');
    expect(canConfirm(clearing).ok).toBe(true);
    expect(reasonOf(canReject(clearing))).toBe('There is no action from chips waiting for confirmation.');
  });

  it('[MGR-8] winners are assigned at the showdown, among the players still in it; a split needs cards', () => {
    expect(reasonOf(canAssignWinner(midHandNlhFixture, [5]))).toBe('Winners are assigned at the showdown.');
    const showdown = tableWith(midHandNlhFixture, (s) => {
      s.round.roundState = 'WINNER ASSIGNMENT';
      s.round.actingPlayer = null;
      s.round.actionOptions = null;
      const fay = s.playerGroup.players.find((p) => p.seatIndex === 5)!;
      fay.roundStatus!.hand.cards = [null, null];
    });
    expect(canAssignWinner(showdown, [4]).ok).toBe(true);
    expect(canAssignWinner(showdown, [5]).ok).toBe(true);
    expect(reasonOf(canAssignWinner(showdown, [0]))).toBe('seat 1 is not in the showdown.');
    expect(reasonOf(canAssignWinner(showdown, [4, 5]))).toBe(
      "A split needs every winner's cards: read them, or assign one winner.",
    );
    expect(reasonOf(canConfirm(showdown))).toBe('The cards of seat 6 were not read: assign the winner.');
  });

  it('[MGR-9] stand pat only while a draw game is at its discards', () => {
    expect(reasonOf(canStandPat(midHandNlhFixture))).toBe('Nobody is drawing now.');
    const draw = tableWith(midHandNlhFixture, (s) => {
      s.gameSettings.variation = 'TRIPLE_DRAW_2_7';
      s.round.roundState = 'DISCARDS';
    });
    expect(canStandPat(draw).ok).toBe(true);
    expect(reasonOf(canStandPat(betweenHands))).toBe('No hand is being played: start a round first.');
  });

  it('[MGR-10] stored hands are shown in VAULT mode only', () => {
    expect(reasonOf(canShowStoredHand(midHandNlhFixture))).toBe(
      'Stored hands are shown in VAULT mode: switch the table to VAULT first.',
    );
    expect(canShowStoredHand(tableWith(betweenHands, (s) => (s.table.mode = 'VAULT'))).ok).toBe(true);
  });
});

describe('availability: seats', () => {
  it('[MGR-11] seating needs a free seat of this table, a name and chips', () => {
    expect(freeSeats(midHandNlhFixture)).toEqual([]);
    expect(freeSeats(idleTableFixture)).toHaveLength(idleTableFixture.tableSettings.capacity);
    expect(canSeat(idleTableFixture, 0, 'Gus', 200).ok).toBe(true);
    expect(reasonOf(canSeat(midHandNlhFixture, 2, 'Gus', 200))).toBe('seat 3 is taken.');
    expect(reasonOf(canSeat(midHandNlhFixture, 6, 'Gus', 200))).toBe(
      'seat 7 does not exist: this table has 6 seats.',
    );
    expect(reasonOf(canSeat(idleTableFixture, 0, 'Gus', 0))).toBe(
      'A player sits down with chips: the stack must be more than 0.',
    );
    expect(reasonOf(canSeat(idleTableFixture, 0, '  ', 100))).toMatch(/Pick a player/);
  });

  it('[MGR-12] a player dealt into the hand stays put until it ends, folded or not', () => {
    expect(reasonOf(canUnseat(midHandNlhFixture, 0))).toBe(
      'seat 1 is in the hand being played: wait for it to end (or void it) first.',
    );
    expect(canUnseat(betweenHands, 0).ok).toBe(true);
    expect(reasonOf(canUnseat(idleTableFixture, 0))).toBe('Nobody sits at seat 1.');
    expect(canSitOut(midHandNlhFixture, 0).ok).toBe(true);
  });

  it('[MGR-14] a rebuy adds chips to a seated player between their hands', () => {
    expect(canRebuy(betweenHands, 0, 500).ok).toBe(true);
    expect(reasonOf(canRebuy(betweenHands, 0, 0))).toBe('Type the chips to add: more than 0.');
    expect(reasonOf(canRebuy(midHandNlhFixture, 0, 500))).toBe(
      'seat 1 is in the hand being played: add the chips after it.',
    );
    expect(reasonOf(canRebuy(idleTableFixture, 0, 500))).toBe('Nobody sits at seat 1.');
  });

  it('[MGR-15] a seated walk-in is linked to a directory player who plays no other seat here, even mid-hand', () => {
    expect(canIdentify(midHandNlhFixture, 0, 'player-9').ok).toBe(true);
    expect(reasonOf(canIdentify(midHandNlhFixture, 0, null))).toBe('Pick the player from the directory.');
    expect(reasonOf(canIdentify(idleTableFixture, 0, 'player-9'))).toBe('Nobody sits at seat 1.');
    const linked = tableWith(midHandNlhFixture, (s) => {
      s.playerGroup.players[1]!.uid = 'player-9';
    });
    const seat = linked.playerGroup.players[1]!.seatIndex;
    expect(reasonOf(canIdentify(linked, 0, 'player-9'))).toBe(
      `That player already sits at seat ${seat + 1}: one person plays one seat.`,
    );
  });

  it('[MGR-13] a move goes to a free seat, here or at another table, after the hand', () => {
    const fiveSeated = tableWith(betweenHands, (s) => {
      s.playerGroup.players = s.playerGroup.players.filter((p) => p.seatIndex !== 3);
    });
    expect(canMove(fiveSeated, 0, 3).ok).toBe(true);
    expect(reasonOf(canMove(fiveSeated, 0, 1))).toBe('seat 2 is taken.');
    expect(reasonOf(canMove(fiveSeated, 3, 1))).toBe('Nobody sits at seat 4.');
    expect(reasonOf(canMove(midHandNlhFixture, 0, 1))).toBe('seat 2 is taken.');
    const other = tableWith(idleTableFixture, (s) => (s.tableSettings.name = 'Demo 1'));
    expect(canMoveAcross(betweenHands, 0, other, 4).ok).toBe(true);
    expect(reasonOf(canMoveAcross(betweenHands, 0, null, 4))).toMatch(/not connected/);
    expect(reasonOf(canMoveAcross(midHandNlhFixture, 0, other, 4))).toMatch(/in the hand being played/);
    expect(reasonOf(canMoveAcross(betweenHands, 0, betweenHands, 2))).toBe(
      'At Feature Table: seat 3 is taken.',
    );
  });
});
