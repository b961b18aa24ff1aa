export {
  isShowdownGameCode,
  SHOWDOWN_GAMES,
  type ShowdownGame,
  type ShowdownGameCode,
  showdownHandTypes,
} from './games.js';
export { decideShowdown, type ShowdownShare } from './showdown.js';
