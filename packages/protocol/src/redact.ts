/**
 * The projection of a table state for viewers who must never see a hole card (DESIGN.md §4: the
 * hidden routes and room displays). It lives beside the schema because it has to know every field that
 * carries a card face or betrays one (equities, outs, "is losing", hand descriptions): whoever adds
 * such a field adds it here, and the test over every fixture checks that no hidden card leaks.
 */
import { STUD_VARIATIONS, type Variation } from './enums.js';
import type { Hand, TableState } from './table-state/index.js';

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

/** The board antennas: the only ones whose cards are public. */
function boardAntennaIds(state: TableState): Set<number> {
  return new Set(state.tableSettings.antennas.filter((a) => a.role === 'BOARD').map((a) => a.id));
}

const hideAll = <T>(cards: readonly T[]): null[] => cards.map(() => null);

/**
 * The starting-hand grid counts every hand a player was dealt, folded ones included (the table reads
 * them): on a screen without delay it would tell viewers what a player just folded. Hidden screens get
 * it empty.
 */
function withoutDealtClasses<P extends { analytics: { startingHandStrengths: object } | null }>(
  player: P,
): P {
  return player.analytics === null
    ? player
    : { ...player, analytics: { ...player.analytics, startingHandStrengths: {} } };
}

/**
 * A copy of `state` with every face-down card `null` (its place kept, so a screen still draws a card
 * back) and everything that would reveal one removed. Board cards and stud up-cards stay; so does
 * blackjack, which is dealt face up (the engine keeps the dealer's hole card null for everyone until
 * the dealer acts).
 */
export function hideHoleCards(state: TableState): TableState {
  const variation = state.gameSettings.variation;
  return {
    ...state,
    playerGroup: {
      ...state.playerGroup,
      players: state.playerGroup.players.map((player) =>
        player.roundStatus === null
          ? withoutDealtClasses(player)
          : {
              ...withoutDealtClasses(player),
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
      ...state.table,
      // Diagnostics (issue 18): an antenna's last card is a hole card at a seat, a folded hand at the
      // muck and a burn at the burn antenna; only the board's is public. Every card the tracker names
      // is a mucked hole card. Counts, rates and tags stay.
      ...(state.table.antennaStats
        ? {
            antennaStats: state.table.antennaStats.map((a) =>
              a.lastCard === null || boardAntennaIds(state).has(a.antennaId) ? a : { ...a, lastCard: null },
            ),
          }
        : {}),
      ...(state.table.tracker
        ? {
            tracker: {
              ...state.table.tracker,
              entries: state.table.tracker.entries.map((e) => (e.card === null ? e : { ...e, card: null })),
            },
          }
        : {}),
      error:
        state.table.error === null
          ? null
          : {
              ...state.table.error,
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
