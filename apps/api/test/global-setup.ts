import type { TestProject } from 'vitest/node';
import { type DatabaseTemplates, makeDatabaseTemplates } from './database-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Migrated databases the test servers start on copies of (database-templates.ts). */
    databaseTemplates: DatabaseTemplates;
  }
}

/** Once per run: one migrated database of each kind, removed after the last file. */
export default async function setup(project: TestProject) {
  const { templates, drop } = await makeDatabaseTemplates();
  project.provide('databaseTemplates', templates);
  return drop;
}
