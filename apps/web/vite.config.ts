import { execSync } from 'node:child_process';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The commit the build is made from: shown in the console (6 characters) and used as the query-cache label. */
function commit(): string {
  if (process.env.RAILBIRD_COMMIT) return process.env.RAILBIRD_COMMIT;
  try {
    return execSync('git rev-parse HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

export default defineConfig({
  plugins: [react(), tailwindcss()],
  define: {
    __RAILBIRD_COMMIT__: JSON.stringify(commit()),
    __RAILBIRD_BUILT_AT__: JSON.stringify(new Date().toISOString()),
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  // `npm -w apps/web run dev` serves the app with hot reload against a server started by `npm start`.
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' } },
});
