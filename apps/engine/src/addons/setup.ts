/**
 * `setAddOns`: the add-on games switched on at a table, built from the operator's settings (the
 * domain's defaults for whatever is left out). A game already on keeps its state when the command
 * lists it again with no new settings; new settings start it afresh. Banked games seat every player
 * at the table with their whole chips.
 */
import { blackjack, room, uth } from '@railbird/poker/addons';
import type { PlayableAddOn, SetAddOnsData } from '@railbird/protocol';
import type { SeatModel } from '../table/model.js';
import { type AddOnsModel, inputRandom } from './model.js';

export interface AddOnSeat {
  readonly seatIndex: number;
  readonly playerId: string | null;
  readonly stack: number;
}

/** The table's seats as the add-on games see them: whole chips, the player's id or their session. */
export function addOnSeats(seats: readonly SeatModel[]): AddOnSeat[] {
  return seats
    .filter((s) => !s.isEliminated)
    .map((s) => ({ seatIndex: s.seatIndex, playerId: s.uid ?? s.sessionId, stack: Math.floor(s.stack) }));
}

type Built = { ok: true; addOns: AddOnsModel } | { ok: false; message: string };

export function buildAddOns(
  previous: AddOnsModel | undefined,
  data: SetAddOnsData,
  seats: readonly AddOnSeat[],
  random: { key: string; time: number },
): Built {
  const list = data.addOns as PlayableAddOn[];
  const settings = data.settings;
  const next: { -readonly [K in keyof AddOnsModel]: AddOnsModel[K] } = { list };
  let salt = 0;
  const rng = () => inputRandom(random.key, random.time, ++salt);
  for (const addOn of list) {
    const keep = previous?.[addOn] !== undefined && settings[addOn] === undefined;
    if (keep) {
      (next as Record<string, unknown>)[addOn] = previous![addOn];
      continue;
    }
    switch (addOn) {
      case 'blackjack': {
        const { chipUnit, ...rules } = settings.blackjack ?? {};
        const created = blackjack.createBlackjack({
          rules: { ...blackjack.DEFAULT_BLACKJACK_RULES, ...rules },
          chipUnit: chipUnit ?? 1,
          seats: seats.map((s) => ({ seatIndex: s.seatIndex, stack: s.stack })),
        });
        if (!created.ok) return { ok: false, message: `Blackjack: ${created.error.message}.` };
        next.blackjack = created.state;
        break;
      }
      case 'uth': {
        const { tripsPayTable, ...rules } = settings.uth ?? {};
        const uthRules: uth.UthRules = {
          ...uth.DEFAULT_UTH_RULES,
          ...rules,
          ...(tripsPayTable ? { tripsPays: uth.TRIPS_PAY_TABLES[tripsPayTable] } : {}),
        };
        const bad = uth.checkUthRules(uthRules);
        if (bad) return { ok: false, message: `UTH: ${bad}.` };
        next.uth = uth.newUthTable(
          uthRules,
          seats.map((s) => ({ seatIndex: s.seatIndex, stack: s.stack })),
        );
        break;
      }
      case 'nitGameAddOn': {
        // Every seated player starts as a nit (room-games.md § Nit game), not only from their first hand.
        let game = room.newNitGame(settings.nitGameAddOn?.amountPerPlayer ?? 20);
        for (const s of seats) {
          const joined = room.applyNitGame(game, {
            type: 'join',
            seatIndex: s.seatIndex,
            playerId: s.playerId,
            stack: s.stack,
          });
          if (joined.ok) game = joined.state;
        }
        next.nitGameAddOn = game;
        break;
      }
      case 'runnerUpAddOn':
        next.runnerUpAddOn = room.newRunnerUp(settings.runnerUpAddOn?.prize ?? 50);
        break;
      case 'oneNDoneAddOn':
        next.oneNDoneAddOn = room.newOneAndDone(settings.oneNDoneAddOn?.buyIn ?? 100);
        break;
      case 'teamAddOn': {
        const teams = settings.teamAddOn?.teams ?? defaultTeams(seats);
        const built = setTeams(room.newTeamGame(), teams);
        if (!built.ok) return { ok: false, message: `Team games: ${built.message}` };
        next.teamAddOn = built.state;
        break;
      }
      case 'powerupsAddOn': {
        const powerupSettings = { ...room.DEFAULT_POWERUP_SETTINGS, ...settings.powerupsAddOn };
        const bad = room.verifyPowerupSettings(powerupSettings);
        if (bad) return { ok: false, message: `Powerups: ${bad}.` };
        next.powerupsAddOn = room.newPowerups(powerupSettings);
        break;
      }
      case 'bingoAddOn': {
        const s = settings.bingoAddOn;
        const bingo = room.newBingo({ prize: s?.prize ?? 100, size: s?.size ?? 3, win: s?.win ?? 'LINE' });
        const dealt = room.applyBingo(bingo, {
          type: 'deal',
          seats: seats.map((x) => ({ seatIndex: x.seatIndex, playerId: x.playerId })),
          random: rng(),
        });
        next.bingoAddOn = dealt.ok ? dealt.state : bingo;
        break;
      }
      case 'fortuneTellerAddOn': {
        const s = settings.fortuneTellerAddOn;
        next.fortuneTellerAddOn = room.newFortuneTeller(s?.prize ?? 25, s?.promptsPerHand ?? 3);
        break;
      }
    }
  }
  return { ok: true, addOns: next };
}

interface TeamSetting {
  readonly id: string;
  readonly name: string;
  readonly color: string;
  readonly seatIndexes: readonly number[];
}

/** Two teams by seat parity when the operator names none: odd seats against even seats. */
function defaultTeams(seats: readonly AddOnSeat[]): TeamSetting[] {
  return [
    {
      id: 'red',
      name: 'Red',
      color: '#d32f2f',
      seatIndexes: seats.filter((s) => s.seatIndex % 2 === 0).map((s) => s.seatIndex),
    },
    {
      id: 'blue',
      name: 'Blue',
      color: '#1976d2',
      seatIndexes: seats.filter((s) => s.seatIndex % 2 === 1).map((s) => s.seatIndex),
    },
  ];
}

/**
 * The teams become exactly these: teams not listed are removed, new ones added, every seat assigned
 * where listed (a team kept by id keeps its score).
 */
export function setTeams(
  state: room.TeamGameState,
  teams: readonly TeamSetting[],
): { ok: true; state: room.TeamGameState; events: room.TeamGameEvent[] } | { ok: false; message: string } {
  let s = state;
  const events: room.TeamGameEvent[] = [];
  const inputs: room.TeamGameInput[] = [
    ...s.teams.flatMap((t) =>
      t.seatIndexes.map((seatIndex) => ({ type: 'unassignSeat' as const, seatIndex })),
    ),
    ...s.teams
      .filter((t) => !teams.some((x) => x.id === t.id))
      .map((t) => ({ type: 'removeTeam' as const, teamId: t.id })),
    ...teams
      .filter((t) => !s.teams.some((x) => x.id === t.id))
      .map((t) => ({ type: 'addTeam' as const, id: t.id, name: t.name, color: t.color })),
    ...teams.flatMap((t) =>
      t.seatIndexes.map((seatIndex) => ({ type: 'assignSeat' as const, seatIndex, teamId: t.id })),
    ),
  ];
  for (const input of inputs) {
    const r = room.applyTeamGame(s, input);
    if (!r.ok) return { ok: false, message: `${r.error.message}.` };
    s = r.state;
    events.push(...r.events);
  }
  return { ok: true, state: s, events };
}
