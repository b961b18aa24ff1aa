/**
 * @railbird/poker/testing: hand builders for the tests of packages that check themselves against poker
 * (protocol's schema agreement, say). TESTS ONLY: no production module imports this entry.
 */
export { finish, table } from './stats/testing/hands.js';
