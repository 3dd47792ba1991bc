import { fileURLToPath } from 'node:url';

// Resolved beside this module: src/db/migrations in development, dist/migrations
// in the bundle (the build copies the folder there).
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
