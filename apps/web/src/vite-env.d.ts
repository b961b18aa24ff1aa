/// <reference types="vite/client" />

declare const __RAILBIRD_COMMIT__: string;
declare const __RAILBIRD_BUILT_AT__: string;
