/**
 * One add-on decision (`addOnAction`) applied to the table: the seat's player filled in where the
 * game needs it, the game's own check refusing what its rules forbid (with the rule), and the chips it
 * moves carried to the table's seats.
 */
import { blackjack, room, uth } from '@railbird/poker/addons';
import {
  ADD_ON_TITLES,
  type AddOnActionData,
  type AddOnTransfer,
  type PlayableAddOn,
} from '@railbird/protocol';
import type { SeatModel, TableModel } from '../table/model.js';
import { blackjackDelta, moveStacks, transferDelta, transfersOf, uthDelta } from './chips.js';
import { type AddOnsModel, inputRandom } from './model.js';
import { addOnSeats, setTeams } from './setup.js';
import { bankedTransferRows, roomTransferRows } from './transfers.js';

export type AddOnApplied =
  | {
      ok: true;
      addOns: AddOnsModel;
      seats: readonly SeatModel[];
      events: readonly object[];
      /** The chips it moved, as its command record says them (transfers.ts). */
      transfers: AddOnTransfer[];
    }
  | { ok: false; code: 'BAD_REQUEST' | 'CONFLICT' | 'NOT_FOUND'; message: string };

const refused = (addOn: PlayableAddOn, message: string, rule?: string): AddOnApplied => ({
  ok: false,
  code: 'CONFLICT',
  message: `${ADD_ON_TITLES[addOn]}: ${message}${rule ? ` (rule ${rule})` : ''}.`,
});

type DomainResult<S> =
  | { readonly ok: true; readonly state: S; readonly events: readonly object[] }
  | { readonly ok: false; readonly error: { readonly message: string; readonly rule?: string } };

export function applyAddOnAction(model: TableModel, data: AddOnActionData, time: number): AddOnApplied {
  const addOns = model.addOns;
  const addOn = data.addOn;
  if (!addOns?.list.includes(addOn)) {
    return {
      ok: false,
      code: 'CONFLICT',
      message: `${ADD_ON_TITLES[addOn]} is not on at this table: switch it on with setAddOns first.`,
    };
  }
  const seat = (seatIndex: number) => addOnSeats(model.seats).find((s) => s.seatIndex === seatIndex);
  const random = () => inputRandom(model.key, time, 1);
  const noSeat = (seatIndex: number) => refused(addOn, `nobody is seated at seat ${seatIndex + 1}`);
  const done = <S>(
    key: PlayableAddOn,
    r: DomainResult<S>,
    delta?: (state: S) => Map<number, number>,
  ): AddOnApplied => {
    if (!r.ok) return refused(addOn, r.error.message, r.error.rule);
    const moved = delta ? delta(r.state) : transferDelta(transfersOf(r.events));
    return {
      ok: true,
      addOns: { ...addOns, [key]: r.state },
      seats: moveStacks(model.seats, moved),
      events: r.events,
      transfers:
        data.addOn === 'blackjack' || data.addOn === 'uth'
          ? bankedTransferRows(data, moved, model.seats)
          : roomTransferRows(key, r.events, model.seats),
    };
  };

  switch (data.addOn) {
    case 'blackjack': {
      let state = addOns.blackjack!;
      const a = data.action;
      // Who sits where follows the table's seats (seats.ts): the operator seats or unseats the player.
      if (a.type === 'sit' || a.type === 'leave') {
        return refused(
          addOn,
          `its seats are the table’s: ${a.type === 'sit' ? 'seat the player at the table (seatPlayer)' : 'unseat the player (unseatPlayer)'} instead`,
          'BJ-19',
        );
      }
      // A table saved before its seats followed the table's: a player seated since joins at their first bet.
      if (a.type === 'bet' && !state.seats.some((s) => s.seatIndex === a.seatIndex)) {
        const s = seat(a.seatIndex);
        if (!s) return noSeat(a.seatIndex);
        const sat = blackjack.applyBlackjack(state, { type: 'sit', seatIndex: a.seatIndex, stack: s.stack });
        if (!sat.ok) return refused(addOn, sat.error.message, sat.error.rule);
        state = sat.state;
      }
      const before = state;
      const r = blackjack.applyBlackjack(state, a);
      return done('blackjack', r, (after) => blackjackDelta(before, after, r.ok ? r.events : []));
    }
    case 'uth': {
      const before = addOns.uth!;
      return done('uth', uth.applyUth(before, data.action), (after) => uthDelta(before, after));
    }
    case 'nitGameAddOn': {
      const a = data.action;
      if (a.type === 'join') {
        const s = seat(a.seatIndex);
        if (!s) return noSeat(a.seatIndex);
        return done(
          'nitGameAddOn',
          room.applyNitGame(addOns.nitGameAddOn!, { ...a, playerId: s.playerId, stack: s.stack }),
        );
      }
      // A call mid-hand would settle on a hand whose result the game then never sees (NIT-3 reads
      // the hands before the call): the operator calls between hands.
      if (a.type === 'call' && model.gameState === 'IN ROUND') {
        return {
          ok: false,
          code: 'CONFLICT',
          message: 'A hand is being played: call the nit game between hands, once this hand is over.',
        };
      }
      return done('nitGameAddOn', room.applyNitGame(addOns.nitGameAddOn!, a));
    }
    case 'powerupsAddOn': {
      const a = data.action;
      if (a.type === 'grant') {
        const s = seat(a.seatIndex);
        if (!s) return noSeat(a.seatIndex);
        return done(
          'powerupsAddOn',
          room.applyPowerups(addOns.powerupsAddOn!, { ...a, playerId: s.playerId }),
        );
      }
      return done('powerupsAddOn', room.applyPowerups(addOns.powerupsAddOn!, a));
    }
    case 'runnerUpAddOn':
      return done('runnerUpAddOn', room.applyRunnerUp(addOns.runnerUpAddOn!, data.action));
    case 'oneNDoneAddOn': {
      const a = data.action;
      if (a.type === 'buyIn') {
        const s = seat(a.seatIndex);
        if (!s) return noSeat(a.seatIndex);
        return done(
          'oneNDoneAddOn',
          room.applyOneAndDone(addOns.oneNDoneAddOn!, {
            ...a,
            playerId: s.playerId ?? `seat-${a.seatIndex}`,
          }),
        );
      }
      return done('oneNDoneAddOn', room.applyOneAndDone(addOns.oneNDoneAddOn!, a));
    }
    case 'teamAddOn': {
      const a = data.action;
      if (a.type === 'setTeams') {
        const r = setTeams(addOns.teamAddOn!, a.teams);
        return r.ok ? done('teamAddOn', r) : refused(addOn, r.message.replace(/\.$/, ''));
      }
      return done('teamAddOn', room.applyTeamGame(addOns.teamAddOn!, a));
    }
    case 'bingoAddOn': {
      const a = data.action;
      const state = addOns.bingoAddOn!;
      if (a.type === 'deal') {
        const seats = addOnSeats(model.seats).map((s) => ({ seatIndex: s.seatIndex, playerId: s.playerId }));
        return done('bingoAddOn', room.applyBingo(state, { type: 'deal', seats, random: random() }));
      }
      if (a.type === 'join') {
        const s = seat(a.seatIndex);
        if (!s) return noSeat(a.seatIndex);
        return done('bingoAddOn', room.applyBingo(state, { ...a, playerId: s.playerId, random: random() }));
      }
      return done('bingoAddOn', room.applyBingo(state, a));
    }
    case 'fortuneTellerAddOn': {
      const a = data.action;
      const state = addOns.fortuneTellerAddOn!;
      if (a.type === 'drawPrompts') {
        return done(
          'fortuneTellerAddOn',
          room.applyFortuneTeller(state, { type: 'drawPrompts', random: random() }),
        );
      }
      return done('fortuneTellerAddOn', room.applyFortuneTeller(state, a));
    }
  }
}
