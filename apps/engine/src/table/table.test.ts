import { parsePhh, replay } from '@railbird/poker';
import { describe, expect, it } from 'vitest';
import { TableDriver, tagOf } from '../../test/support/table-driver.js';
import { simulatedTableSettings } from '../simulation/settings.js';
import { DECK_ORDER } from './model.js';
import { createTableModel } from './reduce.js';
import { GAME_STATE_TRANSITIONS, ROUND_STATE_TRANSITIONS } from './transitions.js';

/**
 * Three players at seats 0, 1, 2: the first hand's button is seat 0, so seat 1 posts the small blind
 * (1), seat 2 the big blind (2) and seat 0 acts first before the flop.
 */
function threeHanded() {
  return TableDriver.game('NLH', [200, 200, 200]).command('startRound');
}

describe('table modes and game states', () => {
  it('[MODE-1] a new table is in SETUP; GAME with two players and a registered deck is STANDBY', () => {
    const table = new TableDriver(
      createTableModel({ key: 't1', settings: simulatedTableSettings({ key: 't1', variation: 'NLH' }) }),
    );
    expect(table.model.gameState).toBe('SETUP');
    table.command('setTableMode', { tableMode: 'GAME' });
    table.command('seatPlayer', { seatIndex: 0, displayName: 'A', stack: 100 });
    table.command('seatPlayer', { seatIndex: 4, displayName: 'B', stack: 100 });
    // No deck registered yet: the table cannot read a card, so it is not ready.
    expect(table.model.gameState).toBe('SETUP');
    expect(table.refuse('startRound').message).toMatch(/deck is not registered/);
    table.command('setTableMode', { tableMode: 'REGISTER_DECK' });
    for (const card of DECK_ORDER) table.read(table.antennas.board!, tagOf(card));
    table.command('setTableMode', { tableMode: 'GAME' });
    expect(table.model.gameState).toBe('STANDBY');
    table.command('startRound');
    expect(table.model.gameState).toBe('IN ROUND');
    expect(table.state().round.roundState).toBe('ACTION');
  });

  it('[MODE-2] REGISTER_DECK learns tags in deck order and names the next card; a duplicate or a 53rd tag is a visible error', () => {
    const table = new TableDriver(
      createTableModel({ key: 't1', settings: simulatedTableSettings({ key: 't1', variation: 'NLH' }) }),
    );
    table.command('setTableMode', { tableMode: 'REGISTER_DECK' });
    expect(table.state().table.registration).toEqual({
      mode: 'REGISTER_DECK',
      registered: 0,
      nextCard: 'C2',
      isComplete: false,
    });
    table.read(3, 'E2801160600002001A');
    table.read(3, 'E2801160600002001B');
    expect(table.model.registry.cards).toEqual({ E2801160600002001A: 'C2', E2801160600002001B: 'C3' });
    expect(table.state().table.registration?.nextCard).toBe('C4');
    table.read(5, 'E2801160600002001A');
    const error = table.state().table.error!;
    expect(error).toMatchObject({ code: 'CARD_ALREADY_SEEN', antennaId: 5, card: 'C2' });
    expect(error.message).toContain('E2801160600002001A');
    expect(error.message).toContain('C4');
    // While the error shows, reads change nothing.
    table.read(3, 'E2801160600002001C');
    expect(Object.keys(table.model.registry.cards)).toHaveLength(2);
    table.command('clearError');
    for (let i = 2; i < 52; i++) table.read(9, `TAG-${i}`);
    expect(table.state().table.registration).toMatchObject({
      registered: 52,
      nextCard: null,
      isComplete: true,
    });
    expect(table.model.registry.cards['TAG-51']).toBe('SA');
    table.read(9, 'TAG-53');
    expect(table.state().table.error).toMatchObject({ code: 'TOO_MANY_CARDS', antennaId: 9, card: null });
    expect(Object.keys(table.model.registry.cards)).toHaveLength(52);
  });

  it('[MODE-3] REGISTER_CHIPS learns a denomination per seat antenna; button, cut card and all-in tags are learnt as such', () => {
    const table = new TableDriver(
      createTableModel({ key: 't1', settings: simulatedTableSettings({ key: 't1', variation: 'NLH' }) }),
    );
    table.command('setTableMode', { tableMode: 'REGISTER_CHIPS' });
    table.read(0, 'CHIP-A').read(1, 'CHIP-B').read(1, 'CHIP-C');
    expect(table.model.registry.chips).toEqual({
      'CHIP-A': { colour: 'GREY', value: 1 },
      'CHIP-B': { colour: 'RED', value: 5 },
      'CHIP-C': { colour: 'RED', value: 5 },
    });
    table.read(9, 'CHIP-D');
    expect(table.model.error?.code).toBe('UNEXPECTED_CARD');
    table.command('clearError');
    for (const [mode, list] of [
      ['REGISTER_BUTTON', 'buttons'],
      ['REGISTER_CUT_CARD', 'cutCards'],
      ['REGISTER_ALL_IN', 'allIns'],
    ] as const) {
      table.command('setTableMode', { tableMode: mode });
      table.read(10, `${mode}-TAG`);
      expect(table.model.registry[list]).toEqual([`${mode}-TAG`]);
      expect(table.state().table.registration).toMatchObject({ mode, registered: 1, isComplete: true });
    }
    table.read(10, 'CHIP-A');
    expect(table.model.error?.message).toMatch(/already registered as a GREY chip/);
  });

  it('[MODE-4] setTableMode is refused mid-hand unless forced; forcing voids the hand and gives every chip back', () => {
    const table = threeHanded();
    table.deal(1, 'SA', 'SK');
    const error = table.refuse('setTableMode', { tableMode: 'SCAN' });
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toMatch(/hand is being played/);
    table.command('setTableMode', { tableMode: 'SCAN', force: true });
    expect(table.model.gameState).toBe('SETUP');
    expect(table.model.hand).toBeNull();
    expect([0, 1, 2].map((s) => table.stack(s))).toEqual([200, 200, 200]);
  });

  it('[MODE-5] SCAN streams raw reads per antenna; RECORD keeps them and hands them over when it ends', () => {
    const table = TableDriver.game('NLH', [100, 100]);
    table.command('setTableMode', { tableMode: 'SCAN' });
    table.read(2, tagOf('HA')).read(9, 'UNKNOWN-1');
    expect(table.state().table.reads).toEqual([
      { antennaId: 2, tagId: tagOf('HA'), card: 'HA', time: table.time - 1000 },
      { antennaId: 9, tagId: 'UNKNOWN-1', card: null, time: table.time },
    ]);
    table.command('setTableMode', { tableMode: 'RECORD' });
    table.read(4, tagOf('C7')).read(4, tagOf('C7'));
    expect(table.state().table.recording).toMatchObject({ reads: 2 });
    table.command('setTableMode', { tableMode: 'GAME' });
    expect(table.effects.at(-1)).toMatchObject({
      type: 'recordingFinished',
      reads: [{ antennaId: 4, card: 'C7' }, { antennaId: 4 }],
    });
  });

  it('[MODE-6] VAULT shows a stored hand replayed to the step asked for', () => {
    const table = TableDriver.game('NLH', [100, 100]);
    table.command('startRound').deal(0, 'SA', 'SK').deal(1, 'HA', 'HK').act('fold');
    const hand = table.effects.find((e) => e.type === 'handCompleted')!;
    if (hand.type !== 'handCompleted') throw new Error('no hand');
    table.command('setTableMode', { tableMode: 'VAULT' });
    const stored = {
      phh: hand.hand.phh,
      seats: hand.hand.players.map((p) => p.seatIndex),
      names: hand.hand.players.map((p) => p.displayName),
      startedAt: hand.hand.startedAt,
    };
    // The PHH deals each player's hole cards on one line, first player first (as the standard does):
    // step 1 is p1's deal, and heads-up p1 is the big blind, seat 1.
    table.command('showStoredHand', { handId: hand.hand.handId, step: 1, stored });
    const state = table.state();
    expect(state.round.id).toBe(hand.hand.handId);
    const cards = state.playerGroup.players.map((p) => p.roundStatus?.hand.cards);
    expect(cards).toEqual([[], ['HA', 'HK']]);
    table.command('showStoredHand', { handId: hand.hand.handId, stored });
    expect(table.state().payout?.awards).toHaveLength(1);
  });

  it('[STATE-1] the transition tables name every game state and round state of the spec', () => {
    expect(Object.keys(GAME_STATE_TRANSITIONS).sort()).toEqual(['CLEARING', 'IN ROUND', 'SETUP', 'STANDBY']);
    expect(Object.keys(ROUND_STATE_TRANSITIONS)).toHaveLength(19);
    for (const targets of Object.values(ROUND_STATE_TRANSITIONS)) {
      for (const t of targets) expect(ROUND_STATE_TRANSITIONS).toHaveProperty([t]);
    }
  });
});

describe('reads deal the hand', () => {
  it('[READ-1] seat antennas deal hole cards, the burn and board antennas the board, the muck antenna folds the player to act', () => {
    const table = threeHanded();
    table.deal(1, 'SA', 'SK').deal(2, 'HA', 'HK').deal(0, 'D2', 'C7');
    expect(table.acting).toBe(0);
    table.muck('D2');
    expect(table.state().playerGroup.players[0]!.roundStatus).toMatchObject({
      active: false,
      message: 'FOLD',
    });
    table.act('call').act('check');
    expect(table.roundState).toBe('BURN');
    table.burn('C2');
    expect(table.roundState).toBe('BOARD');
    table.board('H2', 'H3', 'H4');
    const state = table.state();
    expect(state.round.street).toBe('FLOP');
    expect(state.centerCards).toEqual({ boards: [['H2', 'H3', 'H4']], burns: ['C2'], dealerHands: [] });
    expect(state.round.roundState).toBe('ACTION');
    // The folded player's second card reaching the muck changes nothing.
    const before = table.model;
    table.muck('C7');
    expect(table.model).toBe(before);
  });

  it('[READ-2] a card already seen puts the table in its error state naming antenna and card; nothing else changes until it is cleared', () => {
    const table = threeHanded();
    table.deal(1, 'SA');
    const hand = table.model.hand;
    table.read(table.seatAntenna(2), tagOf('SA'));
    const error = table.state().table.error!;
    expect(error).toMatchObject({ code: 'CARD_ALREADY_SEEN', antennaId: table.seatAntenna(2), card: 'SA' });
    expect(error.message).toContain('seat 2');
    expect(table.model.hand).toBe(hand);
    // Reads and game commands wait for the operator.
    table.read(table.seatAntenna(2), tagOf('HK'));
    expect(table.model.hand).toBe(hand);
    expect(table.refuse('action', { type: 'fold' }).message).toMatch(/error state/);
    table.command('clearError');
    table.deal(2, 'HK');
    expect(table.model.hand!.state.players[1]!.hole).toEqual(['HK']);
  });

  it('[READ-3] a card at a seat that is not in the hand is an error', () => {
    const table = threeHanded();
    table.read(table.seatAntenna(5), tagOf('D9'));
    expect(table.model.error).toMatchObject({
      code: 'SEAT_NOT_IN_HAND',
      antennaId: table.seatAntenna(5),
      card: 'D9',
    });
  });

  it('[READ-4] more cards than the variation deals is an error', () => {
    const table = threeHanded();
    table.deal(1, 'SA', 'SK');
    table.read(table.seatAntenna(1), tagOf('SQ'));
    expect(table.model.error).toMatchObject({ code: 'TOO_MANY_CARDS', card: 'SQ' });
    expect(table.model.hand!.state.players[0]!.hole).toEqual(['SA', 'SK']);
  });

  it('[READ-5] a card read again where it lies changes nothing (antennas read continuously)', () => {
    const table = threeHanded();
    table.deal(1, 'SA');
    const before = table.model;
    table.deal(1, 'SA');
    expect(table.model).toBe(before);
  });

  it('[READ-6] cards reaching the muck out of turn are an error, not a fold', () => {
    const table = threeHanded().deal(1, 'SA', 'SK').deal(2, 'HA', 'HK').deal(0, 'D2', 'C7');
    table.read(table.antennas.muck!, tagOf('SA'));
    expect(table.model.error).toMatchObject({ code: 'UNEXPECTED_CARD', card: 'SA' });
    expect(table.model.error!.message).toMatch(/out of turn/);
    expect(table.model.hand!.state.players[0]!.status).toBe('inHand');
  });

  it('[READ-7] an unregistered tag during a hand is an error; a board card before the betting is over too', () => {
    const table = threeHanded().deal(1, 'SA', 'SK').deal(2, 'HA', 'HK').deal(0, 'D2', 'C7');
    table.read(4, 'NOT-A-CARD');
    expect(table.model.error).toMatchObject({ code: 'UNKNOWN_TAG', antennaId: 4, card: null });
    table.command('clearError');
    table.read(table.antennas.board!, tagOf('C9'));
    expect(table.model.error).toMatchObject({ code: 'UNEXPECTED_CARD', card: 'C9' });
  });

  it('[READ-8] a board card without a read burn burns an unseen card first', () => {
    const table = threeHanded().deal(1, 'SA', 'SK').deal(2, 'HA', 'HK').deal(0, 'D2', 'C7');
    table.act('call').act('call').act('check');
    table.board('H2', 'H3', 'H4');
    expect(table.state().centerCards.burns).toEqual([null]);
  });
});

describe('chips and confirmations', () => {
  function withChips() {
    const table = TableDriver.game('NLH', [200, 200, 200], { chips: true });
    table.command('setTableMode', { tableMode: 'REGISTER_CHIPS' });
    // Seat antenna 0 = GREY 1, 1 = RED 5, 2 = GREEN 25.
    for (let i = 0; i < 10; i++) table.read(0, `GREY-${i}`).read(1, `RED-${i}`).read(2, `GREEN-${i}`);
    table.command('setTableMode', { tableMode: 'REGISTER_ALL_IN' }).read(9, 'ALLIN-1');
    table.command('setTableMode', { tableMode: 'GAME' }).command('startRound');
    return table.deal(1, 'SA', 'SK').deal(2, 'HA', 'HK').deal(0, 'D2', 'C7');
  }

  it('[CHIP-1] chips matching the bet to call ask for CALL CONFIRMATION; confirming calls', () => {
    const table = withChips();
    table.read(table.seatAntenna(0), 'GREY-0');
    expect(table.roundState).toBe('ACTION');
    table.read(table.seatAntenna(0), 'GREY-1');
    expect(table.roundState).toBe('CALL CONFIRMATION');
    expect(table.state().playerGroup.players[0]!.roundStatus!.currentBetOnAction).toBe(2);
    table.command('confirmAction');
    expect(table.state().round.lastAction).toMatchObject({ seatIndex: 0, type: 'call', amount: 2 });
  });

  it('[CHIP-2] more chips ask for RAISE CONFIRMATION; rejecting it clears the chips and changes nothing else', () => {
    const table = withChips();
    table.read(table.seatAntenna(0), 'RED-0').read(table.seatAntenna(0), 'GREY-0');
    expect(table.roundState).toBe('RAISE CONFIRMATION');
    expect(table.state().playerGroup.players[0]!.roundStatus!.currentBetOnAction).toBe(6);
    const hand = table.model.hand!.state;
    table.command('rejectAction');
    expect(table.roundState).toBe('ACTION');
    expect(table.model.hand!.state).toBe(hand);
    table.read(table.seatAntenna(0), 'RED-1').read(table.seatAntenna(0), 'RED-2');
    table.command('confirmAction');
    expect(table.state().round.lastAction).toMatchObject({ type: 'raise', amount: 10 });
  });

  it('[CHIP-3] the all-in button asks for ALL IN CONFIRMATION', () => {
    const table = withChips();
    table.read(table.seatAntenna(0), 'ALLIN-1');
    expect(table.roundState).toBe('ALL IN CONFIRMATION');
    table.command('confirmAction');
    expect(table.state().round.lastAction).toMatchObject({ type: 'raise', amount: 200, isAllIn: true });
  });
});

describe('operator commands', () => {
  it('[CMD-1] actions: the seat must be the one to act, a check cannot face a bet, a raise respects the minimum', () => {
    const table = threeHanded().deal(1, 'SA', 'SK').deal(2, 'HA', 'HK').deal(0, 'D2', 'C7');
    expect(table.refuse('action', { type: 'fold', seatIndex: 1 })).toMatchObject({
      code: 'CONFLICT',
      message: 'It is seat 1 to act, not seat 2.',
    });
    expect(table.refuse('action', { type: 'check' }).message).toMatch(/cannot check: 2 to call/);
    const small = table.refuse('action', { type: 'raise', amount: 3 });
    expect(small.code).toBe('BAD_REQUEST');
    expect(small.message).toMatch(/rule BET-/);
    table.act('raise', { amount: 6, seatIndex: 0 });
    expect(table.state().round.actionOptions).toEqual({
      call: 5,
      minRaise: 10,
      maxRaise: 200,
      currentBet: 6,
    });
  });

  it('[CMD-2] undo takes back the last action exactly, whatever it was', () => {
    const table = threeHanded().deal(1, 'SA', 'SK').deal(2, 'HA', 'HK').deal(0, 'D2', 'C7');
    const before = table.state();
    table.act('raise', { amount: 8 });
    table.command('undo');
    const after = table.state();
    expect(after.playerGroup).toEqual(before.playerGroup);
    expect(after.round.actingPlayer).toBe(0);
    // A misread card comes off the same way.
    table.act('call').act('call').act('check').burn('C2').board('H2');
    table.command('undo');
    expect(table.state().centerCards.boards).toEqual([[]]);
    table.board('H3');
    expect(table.state().centerCards.boards).toEqual([['H3']]);
  });

  it('[CMD-3] voiding a hand gives every chip back and uses up the hand number', () => {
    const table = threeHanded().deal(1, 'SA', 'SK').deal(2, 'HA', 'HK').deal(0, 'D2', 'C7');
    table.act('raise', { amount: 50 });
    table.command('voidHand');
    expect(table.model.gameState).toBe('STANDBY');
    expect([0, 1, 2].map((s) => table.stack(s))).toEqual([200, 200, 200]);
    table.command('startRound');
    expect(table.model.hand!.number).toBe(2);
    expect(table.model.buttonSeat).toBe(1);
  });

  it('[CMD-4] seating: seats must exist and be free; a player in the hand cannot leave or move; sitting out skips the next hand', () => {
    const table = TableDriver.game('NLH', [100, 100, 100]);
    expect(table.refuse('seatPlayer', { seatIndex: 1, displayName: 'X', stack: 100 }).code).toBe('CONFLICT');
    expect(table.refuse('seatPlayer', { seatIndex: 9, displayName: 'X', stack: 100 }).code).toBe(
      'BAD_REQUEST',
    );
    table.command('sitOut', { seatIndex: 2, sittingOut: true });
    table.command('startRound');
    expect(table.model.hand!.seats).toEqual([1, 0]);
    expect(table.refuse('unseatPlayer', { seatIndex: 1 }).code).toBe('CONFLICT');
    expect(table.refuse('movePlayer', { fromSeatIndex: 0, toSeatIndex: 5 }).code).toBe('CONFLICT');
    table.command('movePlayer', { fromSeatIndex: 2, toSeatIndex: 6 });
    table.command('unseatPlayer', { seatIndex: 6 });
    expect(table.state().playerGroup.players.map((p) => p.seatIndex)).toEqual([0, 1]);
  });

  it('[CMD-13] a rebuy adds chips and buy-in between hands, never to a stack in play', () => {
    const table = TableDriver.game('NLH', [100, 100, 100]);
    table.command('rebuy', { seatIndex: 0, amount: 50 });
    expect(table.stack(0)).toBe(150);
    expect(table.state().playerGroup.players[0]!.buyIn).toBe(150);
    expect(table.refuse('rebuy', { seatIndex: 5, amount: 50 }).code).toBe('NOT_FOUND');
    table.command('startRound');
    expect(table.refuse('rebuy', { seatIndex: 0, amount: 50 }).message).toBe(
      'seat 1 is in the hand being played: add the chips after it.',
    );
  });

  it('[CMD-14] a walk-in linked to their record mid-hand plays on with their chips, and the hand they finish is theirs', () => {
    const table = threeHanded();
    table.deal(1, 'SA', 'SK').deal(2, 'HQ', 'HJ').deal(0, 'D2', 'C7');
    table.command('identifyPlayer', { seatIndex: 2, uid: 'player-7', displayName: 'Rosa', handle: '@rosa' });
    const rosa = table.state().playerGroup.players.find((p) => p.seatIndex === 2)!;
    expect(rosa).toMatchObject({
      uid: 'player-7',
      displayName: 'Rosa',
      handle: '@rosa',
      playerType: 'REGISTERED',
    });
    expect(table.model.hand!.seats).toContain(2);
    // One person plays one seat; nobody at a seat cannot be linked; both refusals change nothing.
    expect(table.refuse('identifyPlayer', { seatIndex: 1, uid: 'player-7' }).message).toBe(
      'That player already sits at seat 3: one person plays one seat.',
    );
    expect(table.refuse('identifyPlayer', { seatIndex: 7, uid: 'player-8' }).code).toBe('NOT_FOUND');
    table.act('fold').act('fold');
    const done = table.effects.find((e) => e.type === 'handCompleted')!;
    if (done.type !== 'handCompleted') throw new Error('no hand');
    expect(done.hand.players.find((p) => p.seatIndex === 2)).toMatchObject({
      playerId: 'player-7',
      displayName: 'Rosa',
    });
    expect(done.hand.players.find((p) => p.seatIndex === 1)!.playerId).toBeNull();
    // Unlinked again (a wrong pick): the seat is anonymous, the name stays until changed.
    table.command('identifyPlayer', { seatIndex: 2, uid: null });
    expect(table.state().playerGroup.players.find((p) => p.seatIndex === 2)!.uid).toBeNull();
  });

  it('[CMD-5] heads-up the button posts the small blind and acts first before the flop', () => {
    const table = TableDriver.game('NLH', [100, 100]).command('startRound');
    const state = table.state();
    expect(state.round.dealerButtonIndex).toBe(0);
    const button = state.playerGroup.players.find((p) => p.seatIndex === 0)!.roundStatus!;
    expect(button).toMatchObject({ blind: 1, position: 'sb' });
    table.deal(0, 'SA', 'SK').deal(1, 'HA', 'HK');
    expect(table.acting).toBe(0);
  });

  it('[CMD-6] at the showdown confirming shows the hands and pays; the hand goes to the outbox and replays to the same stacks', () => {
    const table = threeHanded().deal(1, 'SA', 'SK').deal(2, 'HQ', 'HJ').deal(0, 'D2', 'C7');
    table.act('call').act('call').act('check');
    table.burn('C2').board('S2', 'S3', 'S4');
    for (let i = 0; i < 3; i++) table.act('check');
    table.burn('C3').board('D9');
    for (let i = 0; i < 3; i++) table.act('check');
    table.burn('C4').board('S7');
    for (let i = 0; i < 3; i++) table.act('check');
    expect(table.roundState).toBe('SHOWDOWN CONFIRMATION');
    table.command('confirmAction');
    expect(table.model.gameState).toBe('CLEARING');
    const state = table.state();
    expect(state.payout!.awards).toEqual([
      { potIndex: 0, boardIndex: 0, half: null, seatIndex: 1, amount: 6, handDescription: 'Flush' },
    ]);
    expect([0, 1, 2].map((s) => table.stack(s))).toEqual([198, 204, 198]);
    const done = table.effects.find((e) => e.type === 'handCompleted')!;
    if (done.type !== 'handCompleted') throw new Error('no hand');
    const parsed = parsePhh(done.hand.phh);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const replayed = replay(parsed.hand);
    expect(replayed.ok && replayed.state.result!.finishingStacks).toEqual(
      done.hand.players.map((p) => p.finishingStack),
    );
    expect(done.hand.players.map((p) => p.seatIndex)).toEqual([1, 2, 0]);
    expect(state.roundHistory).toHaveLength(1);
    expect(state.playerGroup.players[1]!.analytics!.handsWon).toBe(1);
    table.command('confirmAction');
    expect(table.model.gameState).toBe('STANDBY');
  });

  it('[CMD-7] assigning the winner mucks the other hands and pays the one named', () => {
    const table = threeHanded().deal(1, 'SA', 'SK').deal(2, 'HA', 'HK').deal(0, 'D2', 'C7');
    table.act('fold').act('call').act('check');
    table.burn('C2').board('S2', 'S3', 'S4').act('check').act('check');
    table.burn('C3').board('D5').act('check').act('check');
    table.burn('C4').board('D9').act('check').act('check');
    table.command('assignWinner', { seatIndexes: [2] });
    expect(table.stack(2)).toBe(202);
  });

  it('[CMD-8] a command sent twice under one request id is applied once', () => {
    const table = TableDriver.game('NLH', [100, 100]);
    table.command('seatPlayer', { seatIndex: 5, displayName: 'Z', stack: 50 }, 'req-1');
    expect(table.model.requests.at(-1)).toEqual({ id: 'req-1', time: table.time });
  });

  it('[CMD-9] hand ids are unique per hand and the same on a replay of the journal', () => {
    const a = TableDriver.game('NLH', [100, 100]).command('startRound');
    const b = new TableDriver(createTableModel({ key: 't1', settings: a.model.settings }));
    for (const entry of a.journal) {
      b.time = entry.time - 1000;
      b.try(entry.input, entry.requestId);
    }
    expect(b.model).toEqual(a.model);
    expect(a.model.hand!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('draws, discards and tournaments', () => {
  it('[DRAW-1] draw games: discards read on the muck antenna, replacements at the seat; a player who throws nothing stands pat', () => {
    const table = TableDriver.game('TRIPLE_DRAW_2_7', [100, 100, 100]).command('startRound');
    table
      .deal(1, 'C2', 'D3', 'H4', 'S5', 'CK')
      .deal(2, 'D7', 'H8', 'C9', 'HT', 'DJ')
      .deal(0, 'S2', 'S3', 'S4', 'S6', 'D8');
    table.act('call').act('call').act('check');
    table.burn('HA');
    expect(table.roundState).toBe('DISCARDS');
    expect(table.acting).toBe(1);
    table.muck('CK');
    expect(table.model.hand!.pendingDiscards).toEqual({ 0: ['CK'] });
    table.deal(1, 'D6');
    expect(table.state().playerGroup.players[1]!.roundStatus!.hand).toMatchObject({
      cards: ['C2', 'D3', 'H4', 'S5', 'D6'],
      discarded: ['CK'],
    });
    // Seat 3 throws two; seat 1 stands pat when the operator says so.
    table.muck('HT').muck('DJ').deal(2, 'C3');
    expect(table.roundState).toBe('DRAWS');
    table.deal(2, 'C4');
    table.command('standPat', { seatIndex: 0 });
    expect(table.roundState).toBe('ACTION');
    expect(table.state().round.street).toBe('FLOP');
  });

  it('[PINE-1] pineapple: each player throws one of three cards on the muck antenna after the first betting round', () => {
    const table = TableDriver.game('PINEAPPLE_NLH', [100, 100]).command('startRound');
    table.deal(0, 'SA', 'SK', 'D2').deal(1, 'HA', 'HK', 'C2');
    table.act('call').act('check');
    expect(table.roundState).toBe('DISCARDS');
    table.muck('D2').muck('C2');
    expect(table.roundState).toBe('BURN');
    expect(table.state().playerGroup.players[0]!.roundStatus!.hand.cards).toEqual(['SA', 'SK']);
  });

  it('[TOUR-1] a player knocked out of a tournament waits for ELIMINATION CONFIRMATION, then leaves', () => {
    const table = TableDriver.game('NLH', [100, 20, 100], { mode: 'MTT' }).command('startRound');
    table.deal(1, 'C8', 'D7').deal(2, 'HA', 'HK').deal(0, 'D2', 'C7');
    table.act('fold').act('raise', { amount: 20 }).act('call');
    table.board('S2', 'S3', 'S4', 'D9', 'DT');
    table.command('confirmAction');
    expect(table.roundState).toBe('ELIMINATION CONFIRMATION');
    expect(table.state().playerGroup.players[1]!.roundStatus!.isEliminated).toBe(true);
    expect(table.refuse('startRound').message).toMatch(/elimination of seat 2/);
    table.command('confirmAction');
    expect(table.state().playerGroup.players.map((p) => p.seatIndex)).toEqual([0, 2]);
  });
});
