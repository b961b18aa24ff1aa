/// <reference types="vite/client" />

declare const __RAILBIRD_COMMIT__: string;
declare const __RAILBIRD_BUILT_AT__: string;
declare const __RAILBIRD_SETTINGS__: {
  wikiUrl: string;
  releaseNotesUrl: string;
  billingPortalUrl: string;
  vaultLocations: string[];
  devPasscode: string;
  intercomAppId: string;
  localEngineUrl: string;
};
