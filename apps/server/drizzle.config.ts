import { defineConfig } from 'drizzle-kit';

// Generation only (`npm run db:generate`): it needs no database. Migrations run
// at start-up through drizzle's migrator for PGlite or node-postgres.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});
