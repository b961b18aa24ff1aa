/**
 * The Table Manager's add-on controls (issue 19): for each add-on on at the table, the commands an
 * operator may send now (`addOnAction`), each with the verdict that enables its button.
 *
 * Where the table state carries what the domain's `…Options` function reads, the verdict IS that
 * function's answer on a state rebuilt from the table state (nit game, powerups, team games): the
 * buttons and the engine cannot disagree. The banked games' table state (blackjack, UTH) shows the
 * hands but not the shoe, the stacks' rules or who has decided this street, so their verdicts follow
 * the round state and the hand on screen (whose turn, two cards, a pair); a finer refusal (a double
 * the rules forbid) comes back from the engine with its reason, shown like every refusal.
 */
import { room } from '@railbird/poker/addons';
import type { AddOnActionData, PlayableAddOn, TableState } from '@railbird/protocol';
import type { Verdict } from './availability.js';

export interface AddOnControl {
  /** Stable id for keys and tests: `nitGameAddOn.confirm`, `blackjack.hit`. */
  id: string;
  label: string;
  command: AddOnActionData;
  verdict: Verdict;
  tone: 'primary' | 'secondary' | 'confirm' | 'reject' | 'danger';
}

export interface AddOnGroup {
  addOn: PlayableAddOn;
  /** What the add-on's state says now, one line per fact. */
  facts: string[];
  /** A confirmation the table waits for (the round state), shown in amber. */
  waiting: string | null;
  controls: AddOnControl[];
}

const OK: Verdict = { ok: true };
const no = (reason: string): Verdict => ({ ok: false, reason });
const seatName = (state: TableState, seat: number) =>
  state.playerGroup.players.find((p) => p.seatIndex === seat)?.displayName ?? `seat ${seat + 1}`;

/** The groups for every add-on on at the table, in the settings' order. */
export function addOnGroups(state: TableState): AddOnGroup[] {
  const on = new Set(state.addOns);
  const groups: AddOnGroup[] = [];
  if (on.has('blackjack') && state.blackjack) groups.push(blackjackGroup(state));
  if (on.has('uth') && state.uth) groups.push(uthGroup(state));
  if (on.has('nitGameAddOn') && state.nitGameAddOn) groups.push(nitGroup(state));
  if (on.has('runnerUpAddOn') && state.runnerUpAddOn) {
    const last = state.runnerUpAddOn.lastRunnerUpSeatIndex;
    groups.push({
      addOn: 'runnerUpAddOn',
      facts: [
        `Prize ${state.runnerUpAddOn.prize}`,
        last === null ? 'No runner-up paid yet' : `Last runner-up: ${seatName(state, last)}`,
      ],
      waiting: null,
      controls: [],
    });
  }
  if (on.has('oneNDoneAddOn') && state.oneNDoneAddOn) {
    const players = state.oneNDoneAddOn.players;
    const active = players.filter((p) => !p.hasPlayed).length;
    groups.push({
      addOn: 'oneNDoneAddOn',
      facts: [
        `Buy-in ${state.oneNDoneAddOn.buyIn}`,
        `${players.length} bought in · ${active} not yet played`,
      ],
      waiting: null,
      controls: [
        control(
          'oneNDoneAddOn.end',
          'End the game',
          { addOn: 'oneNDoneAddOn', action: { type: 'end' } },
          players.length > 0 ? OK : no('nobody has bought in yet'),
          'secondary',
        ),
        control(
          'oneNDoneAddOn.newGame',
          'New game',
          { addOn: 'oneNDoneAddOn', action: { type: 'newGame' } },
          OK,
          'secondary',
        ),
      ],
    });
  }
  if (on.has('teamAddOn') && state.teamAddOn) {
    const teams = state.teamAddOn.teams;
    const options = room.teamGameOptions({
      teams: teams.map((t) => ({ ...t, handsPlayed: 0 })),
      lastHandNumber: null,
    });
    groups.push({
      addOn: 'teamAddOn',
      facts: teams.length
        ? teams.map(
            (t) =>
              `${t.name} ${t.score >= 0 ? '+' : ''}${t.score} (${t.seatIndexes.map((s) => s + 1).join(', ') || 'no seats'})`,
          )
        : ['No teams yet: add them in Settings'],
      waiting: null,
      controls: [
        control(
          'teamAddOn.reset',
          'Reset scores',
          { addOn: 'teamAddOn', action: { type: 'reset' } },
          options.includes('reset') ? OK : no('there are no teams to reset'),
          'secondary',
        ),
      ],
    });
  }
  if (on.has('powerupsAddOn') && state.powerupsAddOn) groups.push(powerupsGroup(state));
  if (on.has('bingoAddOn') && state.bingoAddOn) {
    const b = state.bingoAddOn;
    groups.push({
      addOn: 'bingoAddOn',
      facts: [
        `Prize ${b.prize}`,
        b.players.length
          ? `${b.players.length} cards in play${b.players.some((p) => p.hasBingo) ? ' · BINGO' : ''}`
          : 'No cards dealt',
      ],
      waiting: null,
      controls: [
        // bingoOptions: dealing is open in every phase.
        control(
          'bingoAddOn.deal',
          b.players.length ? 'Deal new cards' : 'Deal cards',
          { addOn: 'bingoAddOn', action: { type: 'deal' } },
          state.game.gameState === 'IN ROUND' ? no('deal bingo cards between hands') : OK,
          'secondary',
        ),
      ],
    });
  }
  if (on.has('fortuneTellerAddOn') && state.fortuneTellerAddOn) {
    const f = state.fortuneTellerAddOn;
    groups.push({
      addOn: 'fortuneTellerAddOn',
      facts: [
        `Prize ${f.prize}`,
        f.predictions.length ? `${f.predictions.length} predictions` : 'No predictions yet',
      ],
      waiting: null,
      controls: [
        control(
          'fortuneTellerAddOn.drawPrompts',
          'Draw prophecies',
          { addOn: 'fortuneTellerAddOn', action: { type: 'drawPrompts' } },
          OK,
          'secondary',
        ),
      ],
    });
  }
  return groups;
}

function control(
  id: string,
  label: string,
  command: AddOnActionData,
  verdict: Verdict,
  tone: AddOnControl['tone'],
): AddOnControl {
  return { id, label, command, verdict, tone };
}

/** The nit game as the domain sees it, rebuilt from the table: every seated player in, nits marked. */
function nitGroup(state: TableState): AddOnGroup {
  const nit = state.nitGameAddOn!;
  const confirming = state.round.roundState === 'NIT GAME CONFIRMATION';
  const nits = new Set(nit.nitSeatIndexes);
  const options = room.nitGameOptions({
    amountPerPlayer: nit.amountPerPlayer,
    round: 0,
    players: state.playerGroup.players.map((p) => ({
      seatIndex: p.seatIndex,
      playerId: null,
      isNit: nits.has(p.seatIndex),
      nitGameWinCount: p.nitGameWinCount,
      stack: p.stack,
    })),
    phase: confirming ? 'CONFIRMATION' : 'PLAYING',
    calledBy: null,
    lastHandNumber: null,
    lastButtonSeatIndex: null,
  });
  const verdict = (a: room.NitGameAction, reason: string) => (options.includes(a) ? OK : no(reason));
  const cmd = (type: 'confirm' | 'reject' | 'call' | 'reset'): AddOnActionData => ({
    addOn: 'nitGameAddOn',
    action: { type },
  });
  const names = nit.nitSeatIndexes.map((s) => seatName(state, s));
  return {
    addOn: 'nitGameAddOn',
    facts: [
      `Each nit pays ${nit.amountPerPlayer}`,
      names.length ? `Nits: ${names.join(', ')}` : 'No nits left',
    ],
    waiting: confirming
      ? `Nit game called: ${names.join(', ') || 'nobody'} pay${names.length === 1 ? 's' : ''} ${nit.amountPerPlayer} to each winner`
      : null,
    controls: [
      control(
        'nitGameAddOn.confirm',
        'Confirm nit game',
        cmd('confirm'),
        verdict('confirm', 'no nit game is waiting for confirmation'),
        'confirm',
      ),
      control(
        'nitGameAddOn.reject',
        'Reject',
        cmd('reject'),
        verdict('reject', 'no nit game is waiting for confirmation'),
        'reject',
      ),
      control(
        'nitGameAddOn.call',
        'Call the nit game now',
        cmd('call'),
        confirming
          ? no('the nit game is waiting for confirmation')
          : verdict('call', 'a call needs a nit and a player who has won a pot'),
        'secondary',
      ),
      control(
        'nitGameAddOn.reset',
        'Reset',
        cmd('reset'),
        confirming ? no('confirm or reject the call first') : verdict('reset', 'not now'),
        'danger',
      ),
    ],
  };
}

function powerupsGroup(state: TableState): AddOnGroup {
  const p = state.powerupsAddOn!;
  const options = room.powerupsOptions({
    ...room.newPowerups(),
    pending: p.pending,
  });
  const pendingKind = p.pending
    ? state.playerGroup.players
        .find((pl) => pl.seatIndex === p.pending!.seatIndex)
        ?.powerups?.find((x) => x.id === p.pending!.powerupId)
    : null;
  const reason = 'no powerup is waiting for confirmation';
  return {
    addOn: 'powerupsAddOn',
    facts: [`In play: ${p.kinds.map(titleCase).join(', ')}`],
    waiting: p.pending
      ? `${seatName(state, p.pending.seatIndex)} plays ${pendingKind ? titleCase(pendingKind.kind) : 'a powerup'}`
      : null,
    controls: [
      control(
        'powerupsAddOn.confirm',
        'Confirm powerup',
        { addOn: 'powerupsAddOn', action: { type: 'confirm' } },
        options.includes('confirm') ? OK : no(reason),
        'confirm',
      ),
      control(
        'powerupsAddOn.reject',
        'Reject',
        { addOn: 'powerupsAddOn', action: { type: 'reject' } },
        options.includes('reject') ? OK : no(reason),
        'reject',
      ),
    ],
  };
}

function titleCase(kind: string): string {
  return kind.charAt(0) + kind.slice(1).toLowerCase();
}

const RANK = (card: string | null) => (card ? card.slice(1) : null);
const TEN_VALUE = new Set(['T', '10', 'J', 'Q', 'K']);
const sameValue = (a: string | null, b: string | null) =>
  a !== null && b !== null && (a === b || (TEN_VALUE.has(a) && TEN_VALUE.has(b)));

/** The hand to act in PLAYER_ACTION: the first not standing, bust or settled (the domain's order). */
export function blackjackActingHand(state: TableState): number | null {
  const bj = state.blackjack;
  if (bj?.roundState !== 'PLAYER_ACTION') return null;
  const i = bj.hands.findIndex((h) => h.bet > 0 && !h.isStanding && !h.isBust && h.result === null);
  return i < 0 ? null : i;
}

function blackjackGroup(state: TableState): AddOnGroup {
  const bj = state.blackjack!;
  const acting = blackjackActingHand(state);
  const hand = acting === null ? null : bj.hands[acting]!;
  const seat = hand?.seatIndex ?? 0;
  const who = hand ? seatName(state, seat) : null;
  const turn = (ok: boolean, reason: string): Verdict =>
    hand === null ? no('no hand is waiting for a decision') : ok ? OK : no(reason);
  const two = hand !== null && hand.cards.length === 2;
  const handsOfSeat = hand ? bj.hands.filter((h) => h.seatIndex === seat).length : 0;
  const bets = bj.hands.filter((h) => h.bet > 0).length;
  const act = (type: 'hit' | 'stand' | 'double' | 'split' | 'surrender'): AddOnActionData => ({
    addOn: 'blackjack',
    action: { type, seatIndex: seat },
  });
  return {
    addOn: 'blackjack',
    facts: [
      `Bets ${bj.minBet}–${bj.maxBet}`,
      `${bets} hand${bets === 1 ? '' : 's'} in play`,
      hand ? `Action on ${who}` : roundLabel(bj.roundState),
    ],
    waiting: null,
    controls: [
      control(
        'blackjack.deal',
        'Deal',
        { addOn: 'blackjack', action: { type: 'deal' } },
        bj.roundState !== 'WAITING_FOR_BETS'
          ? no('bets are closed')
          : bets === 0
            ? no('no bets placed yet')
            : OK,
        'primary',
      ),
      control('blackjack.hit', 'Hit', act('hit'), turn(true, ''), 'primary'),
      control('blackjack.stand', 'Stand', act('stand'), turn(true, ''), 'secondary'),
      control(
        'blackjack.double',
        'Double',
        act('double'),
        turn(two, 'a double takes a two-card hand'),
        'secondary',
      ),
      control(
        'blackjack.split',
        'Split',
        act('split'),
        turn(
          two && sameValue(RANK(hand?.cards[0] ?? null), RANK(hand?.cards[1] ?? null)),
          'a split takes a pair',
        ),
        'secondary',
      ),
      control(
        'blackjack.surrender',
        'Surrender',
        act('surrender'),
        turn(two && handsOfSeat === 1, 'surrender is only on the first two cards, before a split'),
        'danger',
      ),
      control(
        'blackjack.nextRound',
        'Next round',
        { addOn: 'blackjack', action: { type: 'nextRound' } },
        bj.roundState === 'SETTLING' ? OK : no('the round is not settled yet'),
        'secondary',
      ),
    ],
  };
}

function roundLabel(s: string): string {
  return s.charAt(0) + s.slice(1).toLowerCase().replaceAll('_', ' ');
}

/** The street the UTH table decides on, from the board on the felt. */
export function uthStreet(state: TableState): 'preflop' | 'flop' | 'river' | null {
  const u = state.uth;
  if (u?.roundState !== 'PLAYER_ACTION') return null;
  return u.board.length >= 5 ? 'river' : u.board.length >= 3 ? 'flop' : 'preflop';
}

function uthGroup(state: TableState): AddOnGroup {
  const u = state.uth!;
  const street = uthStreet(state);
  const deciding = u.hands.filter((h) => h.ante > 0 && h.play === 0 && !h.hasFolded);
  const controls: AddOnControl[] = [
    control(
      'uth.closeBets',
      'No more bets',
      { addOn: 'uth', action: { type: 'closeBets' } },
      u.roundState !== 'WAITING_FOR_BETS'
        ? no('bets are closed')
        : u.hands.some((h) => h.ante > 0)
          ? OK
          : no('no antes placed yet'),
      'primary',
    ),
    control(
      'uth.nextRound',
      'Next round',
      { addOn: 'uth', action: { type: 'nextRound' } },
      u.roundState === 'SETTLING' ? OK : no('the round is not settled yet'),
      'secondary',
    ),
  ];
  // The standard multiples (the table state does not carry the table's own; the engine refuses others).
  const multiples = street === 'preflop' ? [4, 3] : street === 'flop' ? [2] : street === 'river' ? [1] : [];
  if (street) {
    for (const h of deciding) {
      const name = seatName(state, h.seatIndex);
      for (const m of multiples) {
        controls.push(
          control(
            `uth.play.${h.seatIndex}.${m}`,
            `${name}: bet ${m}×`,
            { addOn: 'uth', action: { type: 'play', seatIndex: h.seatIndex, multiple: m } },
            OK,
            'primary',
          ),
        );
      }
      controls.push(
        street === 'river'
          ? control(
              `uth.fold.${h.seatIndex}`,
              `${name}: fold`,
              { addOn: 'uth', action: { type: 'fold', seatIndex: h.seatIndex } },
              OK,
              'danger',
            )
          : control(
              `uth.check.${h.seatIndex}`,
              `${name}: check`,
              { addOn: 'uth', action: { type: 'check', seatIndex: h.seatIndex } },
              OK,
              'secondary',
            ),
      );
    }
  }
  return {
    addOn: 'uth',
    facts: [
      `${u.hands.filter((h) => h.ante > 0).length} seats in`,
      street
        ? `Deciding ${street === 'preflop' ? 'before the flop' : `on the ${street}`}`
        : roundLabel(u.roundState),
    ],
    waiting: null,
    controls,
  };
}

/** How the panel names each add-on. */
export const ADD_ON_TITLES: Record<PlayableAddOn, string> = {
  blackjack: 'Blackjack',
  uth: "Ultimate Texas hold'em",
  nitGameAddOn: 'Nit game',
  runnerUpAddOn: 'Runner-up',
  oneNDoneAddOn: 'One-and-done',
  teamAddOn: 'Team games',
  powerupsAddOn: 'Powerups',
  bingoAddOn: 'Bingo',
  fortuneTellerAddOn: 'Fortune teller',
};

/** Keys for an add-on's confirmation (Enter and Esc stay the poker hand's): Y confirms, N rejects. */
export const ADD_ON_KEYS = { confirm: 'Y', reject: 'N' } as const;

/**
 * The control a key press asks for: Y / N on the confirmation the table waits for (the first group
 * with one), whether or not it is enabled (a disabled one explains itself); null for any other key.
 */
export function addOnControlForKey(groups: readonly AddOnGroup[], key: string): AddOnControl | null {
  const which =
    key.toUpperCase() === ADD_ON_KEYS.confirm
      ? 'confirm'
      : key.toUpperCase() === ADD_ON_KEYS.reject
        ? 'reject'
        : null;
  if (!which || key.length !== 1) return null;
  const group = groups.find((g) => g.waiting !== null);
  return group?.controls.find((c) => c.id === `${group.addOn}.${which}`) ?? null;
}
