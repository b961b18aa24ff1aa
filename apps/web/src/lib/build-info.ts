// The globals are defined by vite.config.ts at build time; unit tests run without them.
const commit = typeof __RAILBIRD_COMMIT__ === 'string' ? __RAILBIRD_COMMIT__ : 'unknown';

/** What the console shows about its build: the commit (6 characters, spec §2) and when it was built. */
export const buildInfo = {
  commit,
  shortCommit: commit.slice(0, 6),
  builtAt: typeof __RAILBIRD_BUILT_AT__ === 'string' ? __RAILBIRD_BUILT_AT__ : '',
};

/** Spec §4: the persisted query cache carries the build's commit as its label; `1.0.0` without one. */
export function cacheLabel(buildCommit: string = buildInfo.commit): string {
  return buildCommit && buildCommit !== 'unknown' ? buildCommit : '1.0.0';
}

/** The console's build-time settings (vite.config.ts; README "Configuration"). */
export const settings: typeof __RAILBIRD_SETTINGS__ =
  typeof __RAILBIRD_SETTINGS__ === 'object'
    ? __RAILBIRD_SETTINGS__
    : {
        wikiUrl: 'https://docs.railbird.app/wiki',
        releaseNotesUrl: 'https://docs.railbird.app/releases',
        billingPortalUrl: 'https://billing.railbird.app/portal',
        vaultLocations: ['Railbird Demo Room', 'Railbird Studio'],
        devPasscode: 'railbird-dev',
        intercomAppId: '',
        localEngineUrl: 'ws://localhost:5001',
      };
