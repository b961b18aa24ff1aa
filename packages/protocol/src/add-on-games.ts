/**
 * The add-on games as the room knows them (issue 28): one entry each, the words every screen and the
 * engine's reasons use for a game, in the order screens list them (PLAYABLE_ADD_ONS: the banked games
 * first, they replace poker; then the room games).
 */
import { BANKED_ADD_ONS, PLAYABLE_ADD_ONS, type PlayableAddOn } from './add-on-commands.js';

export interface AddOnGame {
  /** Its name: a panel's heading, a switch's label, the start of the engine's reasons. */
  title: string;
  /** What it is, in a sentence, beside its switch in Settings. */
  blurb: string;
  /** A banked game replaces poker at the table while it is on. */
  banked: boolean;
}

const words: Record<PlayableAddOn, Omit<AddOnGame, 'banked'>> = {
  blackjack: {
    title: 'Blackjack',
    blurb: 'A banked game: replaces poker at this table while on, dealt from a shoe through the antennas.',
  },
  uth: {
    title: 'Ultimate Texas hold’em',
    blurb: 'A banked game: replaces poker at this table while on; ante, blind and trips against the dealer.',
  },
  nitGameAddOn: {
    title: 'Nit game',
    blurb: 'Players who have not won a pot pay the others when the last nit is called.',
  },
  runnerUpAddOn: { title: 'Runner-up', blurb: 'The second-best hand shown at showdown gets a prize.' },
  oneNDoneAddOn: { title: 'One-and-done', blurb: 'One buy-in per player; bust and you are out.' },
  teamAddOn: { title: 'Team games', blurb: 'Seats play as teams; team scores are the seats’ net chips.' },
  powerupsAddOn: {
    title: 'Powerups',
    blurb: 'Players draw powerups every few hands and play them for the next hand.',
  },
  bingoAddOn: { title: 'Bingo', blurb: 'Bingo cards of playing cards, marked by the boards dealt.' },
  fortuneTellerAddOn: {
    title: 'Fortune teller',
    blurb: 'Players predict the board; right calls share the prize.',
  },
};

export const ADD_ON_GAMES: Readonly<Record<PlayableAddOn, AddOnGame>> = Object.fromEntries(
  PLAYABLE_ADD_ONS.map((addOn) => [
    addOn,
    { ...words[addOn], banked: (BANKED_ADD_ONS as readonly string[]).includes(addOn) },
  ]),
) as Record<PlayableAddOn, AddOnGame>;

/** Each game's title (ADD_ON_GAMES[addOn].title), for the many places that name one. */
export const ADD_ON_TITLES: Readonly<Record<PlayableAddOn, string>> = Object.fromEntries(
  PLAYABLE_ADD_ONS.map((addOn) => [addOn, words[addOn].title]),
) as Record<PlayableAddOn, string>;
