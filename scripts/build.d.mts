/** scripts/build.mjs: builds the web app, server, engine and CLI (skipping what is up to date). */
export function build(options?: { force?: boolean; quiet?: boolean }): Promise<void>;
