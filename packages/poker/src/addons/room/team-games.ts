/**
 * Team games (docs/rules/room-games.md § Team games): seats grouped into teams; a team scores the
 * net chips its seats win or lose in each hand while they are on the team; standings by score.
 * Scoring only: no chips move.
 */
import {
  type AddOnResult,
  type Chips,
  type HandOutcome,
  isSeat,
  refuse,
  type SeatIndex,
  verifyHandOutcome,
} from './types.js';

export interface Team {
  readonly id: string;
  readonly name: string;
  /** `#rrggbb`. */
  readonly color: string;
  readonly seatIndexes: readonly SeatIndex[];
  /** Net chips of the team's seats over the hands played since the last reset. */
  readonly score: Chips;
  readonly handsPlayed: number;
}

export interface TeamGameState {
  readonly teams: readonly Team[];
  readonly lastHandNumber: number | null;
}

export type TeamGameInput =
  | { readonly type: 'hand'; readonly outcome: HandOutcome }
  | { readonly type: 'addTeam'; readonly id: string; readonly name: string; readonly color: string }
  | { readonly type: 'removeTeam'; readonly teamId: string }
  | { readonly type: 'assignSeat'; readonly seatIndex: SeatIndex; readonly teamId: string }
  | { readonly type: 'unassignSeat'; readonly seatIndex: SeatIndex }
  /** Scores back to 0, teams and seats kept. */
  | { readonly type: 'reset' };

export type TeamGameAction = Exclude<TeamGameInput['type'], 'hand'>;

export type TeamGameEvent =
  | { readonly type: 'teamAdded'; readonly teamId: string }
  | { readonly type: 'teamRemoved'; readonly teamId: string }
  | { readonly type: 'seatAssigned'; readonly seatIndex: SeatIndex; readonly teamId: string }
  | { readonly type: 'seatUnassigned'; readonly seatIndex: SeatIndex }
  | {
      readonly type: 'teamsScored';
      readonly handNumber: number;
      readonly deltas: readonly { teamId: string; delta: Chips }[];
    }
  | { readonly type: 'teamScoresReset' };

export function newTeamGame(): TeamGameState {
  return { teams: [], lastHandNumber: null };
}

export function teamGameOptions(state: TeamGameState): TeamGameAction[] {
  if (state.teams.length === 0) return ['addTeam'];
  return ['addTeam', 'removeTeam', 'assignSeat', 'unassignSeat', 'reset'];
}

const COLOUR = /^#[0-9a-fA-F]{6}$/;

export function applyTeamGame(
  state: TeamGameState,
  input: TeamGameInput,
): AddOnResult<TeamGameState, TeamGameEvent> {
  switch (input.type) {
    case 'addTeam': {
      if (input.id.trim() === '' || input.name.trim() === '')
        return refuse('BAD_TEAM', 'a team needs an id and a name');
      if (!COLOUR.test(input.color))
        return refuse('BAD_COLOUR', `"${input.color}" is not a colour: use #rrggbb`);
      if (state.teams.some((t) => t.id === input.id))
        return refuse('TEAM_EXISTS', `there is already a team ${input.id}`);
      const team: Team = {
        id: input.id,
        name: input.name,
        color: input.color,
        seatIndexes: [],
        score: 0,
        handsPlayed: 0,
      };
      return {
        ok: true,
        state: { ...state, teams: [...state.teams, team] },
        events: [{ type: 'teamAdded', teamId: input.id }],
      };
    }
    case 'removeTeam': {
      if (!state.teams.some((t) => t.id === input.teamId))
        return refuse('NO_SUCH_TEAM', `there is no team ${input.teamId}`);
      return {
        ok: true,
        state: { ...state, teams: state.teams.filter((t) => t.id !== input.teamId) },
        events: [{ type: 'teamRemoved', teamId: input.teamId }],
      };
    }
    case 'assignSeat': {
      if (!isSeat(input.seatIndex)) return refuse('BAD_SEAT', `seat ${input.seatIndex} is not a seat index`);
      if (!state.teams.some((t) => t.id === input.teamId))
        return refuse('NO_SUCH_TEAM', `there is no team ${input.teamId}`);
      // [TEAM-1] a seat is on at most one team: assigning it moves it.
      const teams = state.teams.map((t) => {
        const others = t.seatIndexes.filter((s) => s !== input.seatIndex);
        return t.id === input.teamId
          ? { ...t, seatIndexes: [...others, input.seatIndex].sort((a, b) => a - b) }
          : { ...t, seatIndexes: others };
      });
      return {
        ok: true,
        state: { ...state, teams },
        events: [{ type: 'seatAssigned', seatIndex: input.seatIndex, teamId: input.teamId }],
      };
    }
    case 'unassignSeat': {
      if (!state.teams.some((t) => t.seatIndexes.includes(input.seatIndex)))
        return refuse('NOT_ON_A_TEAM', `seat ${input.seatIndex + 1} is not on a team`);
      const teams = state.teams.map((t) => ({
        ...t,
        seatIndexes: t.seatIndexes.filter((s) => s !== input.seatIndex),
      }));
      return {
        ok: true,
        state: { ...state, teams },
        events: [{ type: 'seatUnassigned', seatIndex: input.seatIndex }],
      };
    }
    case 'reset': {
      const teams = state.teams.map((t) => ({ ...t, score: 0, handsPlayed: 0 }));
      return { ok: true, state: { ...state, teams }, events: [{ type: 'teamScoresReset' }] };
    }
    case 'hand': {
      const outcome = input.outcome;
      const bad = verifyHandOutcome(outcome);
      if (bad) return { ok: false, error: bad };
      if (state.lastHandNumber !== null && outcome.handNumber <= state.lastHandNumber)
        return refuse('HAND_ALREADY_SEEN', `hand ${outcome.handNumber} was already scored`);
      // [TEAM-2] a team scores its seats' net chips (finishing − starting stack) in each hand.
      const net = new Map(outcome.seats.map((s) => [s.seatIndex, s.finishingStack - s.startingStack]));
      const deltas: { teamId: string; delta: Chips }[] = [];
      const teams = state.teams.map((t) => {
        const inHand = t.seatIndexes.filter((s) => net.has(s));
        if (inHand.length === 0) return t;
        const delta = inHand.reduce((sum, s) => sum + net.get(s)!, 0);
        deltas.push({ teamId: t.id, delta });
        return { ...t, score: t.score + delta, handsPlayed: t.handsPlayed + 1 };
      });
      return {
        ok: true,
        state: { teams, lastHandNumber: outcome.handNumber },
        events: [{ type: 'teamsScored', handNumber: outcome.handNumber, deltas }],
      };
    }
  }
}

/** [TEAM-3] standings: highest score first; a tie keeps the order the teams were added in. */
export function teamStandings(state: TeamGameState): Team[] {
  return state.teams
    .map((t, k) => ({ t, k }))
    .sort((a, b) => b.t.score - a.t.score || a.k - b.k)
    .map(({ t }) => t);
}

/** The screen shape (protocol teamAddOnSchema), teams in standings order. */
export function teamGameView(state: TeamGameState): {
  teams: { id: string; name: string; color: string; seatIndexes: SeatIndex[]; score: number }[];
} {
  return {
    teams: teamStandings(state).map((t) => ({
      id: t.id,
      name: t.name,
      color: t.color,
      seatIndexes: [...t.seatIndexes],
      score: t.score,
    })),
  };
}
