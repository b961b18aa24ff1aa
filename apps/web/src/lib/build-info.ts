/** What the console shows about its build: the commit (6 characters, spec §2) and when it was built. */
export const buildInfo = {
  commit: __RAILBIRD_COMMIT__,
  shortCommit: __RAILBIRD_COMMIT__.slice(0, 6),
  builtAt: __RAILBIRD_BUILT_AT__,
};
