import { fileURLToPath } from 'node:url';

// This module sits one level below apps/server both as source (src/paths.ts) and once bundled
// (dist/main.js), so '..' is apps/server in both cases.
const serverRoot = fileURLToPath(new URL('..', import.meta.url));

export const paths = {
  serverRoot,
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  defaultWebDistDir: fileURLToPath(new URL('../../web/dist', import.meta.url)),
};
