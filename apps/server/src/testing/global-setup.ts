import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildPgTemplate, buildPgliteTemplate } from './template-database.js';

declare module 'vitest' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    pgTemplate: string | null;
    pgliteTemplate: string | null;
  }
}

/**
 * One migrated, seeded template per run. TEST_DATABASE_URL runs the API suite
 * on PostgreSQL; without it, on PGlite.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = await buildPgTemplate(url);
    project.provide('pgTemplate', template.name);
    project.provide('pgliteTemplate', null);
    return () => template.drop();
  }
  project.provide('pgTemplate', null);
  const dumpPath = await buildPgliteTemplate();
  project.provide('pgliteTemplate', dumpPath);
  return () => fs.rmSync(dumpPath, { force: true });
}
