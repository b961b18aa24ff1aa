/**
 * What each audience of a table may receive (decision 018): the one place a table state is cut down
 * for a screen. It lives beside the schema because it has to know every field that carries a card face
 * or betrays one (equities, outs, "is losing", hand descriptions, tag ids, read counts): whoever adds
 * such a field adds it here, and the tests over every fixture and over whole hands played on the
 * engine check that nothing a hidden screen receives depends on a hole card.
 *
 * - operators: everything, live;
 * - delayed screens: what the delay has released (the engine's fan-out picks the state), without what
 *   only staff use (diagnostics, the other screens' addresses, phone numbers);
 * - hidden screens: live, without any face-down card or anything that changes when one is read.
 */
import { STUD_VARIATIONS, type Variation } from './enums.js';
import type { Hand, Player, TableState } from './table-state/index.js';

/** An audience of a table's screens (decision 008): who gets what, and when. */
export type Audience = 'operator' | 'delayed' | 'hidden';
export const AUDIENCES: readonly Audience[] = ['operator', 'delayed', 'hidden'];

/** Stud deals the third to sixth cards face up: they are public, the others are not. */
function isPublicHoleCard(variation: Variation, index: number): boolean {
  return (STUD_VARIATIONS as readonly Variation[]).includes(variation) && index >= 2 && index <= 5;
}

function hideHand(hand: Hand, variation: Variation): Hand {
  return {
    ...hand,
    cards: hand.cards.map((card, i) => (isPublicHoleCard(variation, i) ? card : null)),
    discarded: hand.discarded.map(() => null),
  };
}

const hideAll = <T>(cards: readonly T[]): null[] => cards.map(() => null);

/**
 * The table as a device, for screens that are not staff: its key, mode, registration progress and
 * error stay; the diagnostics go. An antenna's tag ids, read counts and read times change when a hole
 * card is read at a seat or the muck, and board tags seen beside their cards teach a watcher the deck;
 * the tracker names mucked cards; SCAN mode's reads are tags with their cards; a recording counts every
 * read. No screen but the operators' tools (`/tools/antennas`, `/tools/auto-tracker`) shows them.
 */
function withoutDiagnostics(table: TableState['table']): TableState['table'] {
  if (
    table.antennaStats === undefined &&
    table.tracker === undefined &&
    table.reads === undefined &&
    table.recording === undefined
  )
    return table;
  const { antennaStats: _stats, tracker: _tracker, reads: _reads, recording: _recording, ...rest } = table;
  return rest;
}

/**
 * The state without what only staff use: the diagnostics, the addresses of the other screens (the dev
 * toolbar shows them) and the players' phone numbers. Every audience but the operators gets it so.
 */
export function withoutStaffDetails(state: TableState): TableState {
  const hasPhone = state.playerGroup.players.some((p) => p.phone !== null);
  const table = withoutDiagnostics(state.table);
  if (!hasPhone && table === state.table && state.requestingIps.length === 0) return state;
  return {
    ...state,
    table,
    requestingIps: [],
    playerGroup: hasPhone
      ? {
          ...state.playerGroup,
          players: state.playerGroup.players.map((p) => (p.phone === null ? p : { ...p, phone: null })),
        }
      : state.playerGroup,
  };
}

/**
 * Statistics that are functions of hole cards nobody was shown: the starting-hand grid counts every
 * hand a player was dealt, folded ones included (on a screen without delay it would tell viewers what a
 * player just folded), and the luck score is the all-in equity of hands whose cards hidden screens never
 * see. Hidden screens get the grid empty and no luck score; the other statistics count actions and
 * results, which everyone at the table saw.
 */
function withoutCardStatistics(player: Player): Player {
  if (player.analytics === null) return player;
  const { luckHands: _luckHands, ...analytics } = player.analytics;
  return { ...player, analytics: { ...analytics, startingHandStrengths: {}, luckScore: null } };
}

/**
 * The projection for hidden screens: a copy of `state` with every face-down card `null` (its place
 * kept, so a screen still draws a card back), everything that would reveal one removed, and nothing
 * that changes when a hole card is read but the card back itself. Board cards and stud up-cards stay;
 * so does blackjack, which is dealt face up (the engine keeps the dealer's hole card null for everyone
 * until the dealer acts).
 */
export function hideHoleCards(state: TableState): TableState {
  const variation = state.gameSettings.variation;
  const staff = withoutStaffDetails(state);
  return {
    ...staff,
    playerGroup: {
      ...staff.playerGroup,
      players: staff.playerGroup.players.map((player) =>
        player.roundStatus === null
          ? withoutCardStatistics(player)
          : {
              ...withoutCardStatistics(player),
              roundStatus: {
                ...player.roundStatus,
                hand: hideHand(player.roundStatus.hand, variation),
                equitiesList: [],
                outs: [],
                isLosing: false,
              },
            },
      ),
    },
    table: {
      ...staff.table,
      // The error stays on screen ("the dealer is correcting a card read"), without the card it names.
      error:
        staff.table.error === null
          ? null
          : {
              ...staff.table.error,
              card: null,
              message: 'The dealer is correcting a card read. Play resumes shortly.',
            },
    },
    centerCards: {
      ...state.centerCards,
      burns: hideAll(state.centerCards.burns),
      dealerHands: state.centerCards.dealerHands.map(hideAll),
    },
    payout:
      state.payout === null
        ? null
        : {
            ...state.payout,
            awards: state.payout.awards.map((award) => ({ ...award, handDescription: null })),
          },
    roundHistory: state.roundHistory.map((round) => ({
      ...round,
      players: round.players.map((player) => ({ ...player, cards: hideAll(player.cards) })),
    })),
    // Blackjack's dealer cards are dealt face up (the hole card is already null until turned).
    partyGameDealer:
      state.partyGameDealer === null || state.blackjack !== null
        ? state.partyGameDealer
        : { ...state.partyGameDealer, dealerCards: hideAll(state.partyGameDealer.dealerCards) },
    uth:
      state.uth === null
        ? null
        : {
            ...state.uth,
            dealerCards: hideAll(state.uth.dealerCards),
            hands: state.uth.hands.map((hand) => ({ ...hand, cards: hideAll(hand.cards) })),
          },
  };
}

/**
 * What `audience` may receive of `state`. For delayed screens `state` is the one the delay has released
 * (the engine's fan-out holds the others back); a delayed screen that cannot know how long ago the cards
 * of its first state were read gets the hidden projection of it (decision 008).
 */
export function stateForAudience(audience: Audience, state: TableState): TableState {
  switch (audience) {
    case 'operator':
      return state;
    case 'delayed':
      return withoutStaffDetails(state);
    case 'hidden':
      return hideHoleCards(state);
  }
}
