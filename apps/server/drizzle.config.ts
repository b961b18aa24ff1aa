import { defineConfig } from 'drizzle-kit';

// `npm -w apps/server run db:generate` turns changes of src/db/schema.ts into a new committed migration.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
