import { describe, expect, it } from 'vitest';
import {
  applyTeamGame,
  newTeamGame,
  type TeamGameInput,
  type TeamGameState,
  teamGameOptions,
  teamGameView,
  teamStandings,
} from './team-games.js';
import { hand, seat } from './testing.js';

function run(state: TeamGameState, ...inputs: TeamGameInput[]): TeamGameState {
  let s = state;
  for (const input of inputs) {
    const r = applyTeamGame(s, input);
    if (!r.ok) throw new Error(`${input.type}: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

const twoTeams = () =>
  run(
    newTeamGame(),
    { type: 'addTeam', id: 'red', name: 'Red Sharks', color: '#cc2222' },
    { type: 'addTeam', id: 'blue', name: 'Blue Whales', color: '#2244cc' },
    { type: 'assignSeat', seatIndex: 1, teamId: 'red' },
    { type: 'assignSeat', seatIndex: 2, teamId: 'red' },
    { type: 'assignSeat', seatIndex: 3, teamId: 'blue' },
    { type: 'assignSeat', seatIndex: 4, teamId: 'blue' },
  );

describe('team games', () => {
  it('[TEAM-1] a seat is on at most one team: assigning it again moves it', () => {
    const s = run(twoTeams(), { type: 'assignSeat', seatIndex: 2, teamId: 'blue' });
    expect(s.teams.map((t) => [t.id, t.seatIndexes])).toEqual([
      ['red', [1]],
      ['blue', [2, 3, 4]],
    ]);
  });

  it("[TEAM-2] a team scores its seats' net chips in each hand; seats on no team score for nobody", () => {
    const s = run(twoTeams(), {
      type: 'hand',
      outcome: hand(1, [seat(1, 100, 160), seat(2, 100, 80), seat(3, 100, 90), seat(5, 100, 70)]),
    });
    expect(s.teams.map((t) => [t.id, t.score, t.handsPlayed])).toEqual([
      ['red', 40, 1],
      ['blue', -10, 1],
    ]);
  });

  it('[TEAM-3] standings: highest score first, a tie keeps the order the teams were added in', () => {
    let s = run(twoTeams(), { type: 'hand', outcome: hand(1, [seat(1, 100, 90), seat(3, 100, 110)]) });
    expect(teamGameView(s).teams.map((t) => t.id)).toEqual(['blue', 'red']);
    s = run(s, { type: 'hand', outcome: hand(2, [seat(2, 100, 120), seat(4, 100, 80)]) });
    expect(teamStandings(s).map((t) => [t.id, t.score])).toEqual([
      ['red', 10],
      ['blue', -10],
    ]);
    s = run(s, { type: 'hand', outcome: hand(3, [seat(2, 120, 110), seat(4, 80, 90)]) });
    expect(teamStandings(s).map((t) => [t.id, t.score])).toEqual([
      ['red', 0],
      ['blue', 0],
    ]);
  });

  it('[TEAM-4] reset puts every score back to 0 and keeps the teams and seats', () => {
    const s = run(
      twoTeams(),
      { type: 'hand', outcome: hand(1, [seat(1, 100, 90), seat(3, 100, 110)]) },
      { type: 'reset' },
    );
    expect(teamGameView(s)).toEqual({
      teams: [
        { id: 'red', name: 'Red Sharks', color: '#cc2222', seatIndexes: [1, 2], score: 0 },
        { id: 'blue', name: 'Blue Whales', color: '#2244cc', seatIndexes: [3, 4], score: 0 },
      ],
    });
  });

  it('[TEAM-5] bad input is refused with the reason and changes nothing', () => {
    const s = twoTeams();
    expect(teamGameOptions(newTeamGame())).toEqual(['addTeam']);
    expect(applyTeamGame(s, { type: 'addTeam', id: 'red', name: 'Again', color: '#000000' })).toMatchObject({
      ok: false,
      error: { code: 'TEAM_EXISTS' },
    });
    expect(applyTeamGame(s, { type: 'addTeam', id: 'g', name: 'Green', color: 'green' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_COLOUR' },
    });
    expect(applyTeamGame(s, { type: 'assignSeat', seatIndex: 5, teamId: 'nope' })).toMatchObject({
      ok: false,
      error: { code: 'NO_SUCH_TEAM' },
    });
    expect(applyTeamGame(s, { type: 'unassignSeat', seatIndex: 9 })).toMatchObject({
      ok: false,
      error: { code: 'NOT_ON_A_TEAM' },
    });
    const once = run(s, { type: 'hand', outcome: hand(4, [seat(1, 1, 2)]) });
    expect(applyTeamGame(once, { type: 'hand', outcome: hand(4, [seat(1, 2, 3)]) })).toMatchObject({
      ok: false,
      error: { code: 'HAND_ALREADY_SEEN' },
    });
  });
});
