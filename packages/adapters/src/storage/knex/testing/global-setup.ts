import { makeTemplates, PG_URL_VARIABLE } from './databases.js';

/**
 * Says once per run which databases the storage suite runs on, and makes the migrated templates each test database
 * copies (databases.ts); removes them after the run.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const removeTemplates = await makeTemplates();
  // A later call of the same run (one per project) made nothing and says nothing.
  if (removeTemplates === undefined) return undefined;
  const url = process.env[PG_URL_VARIABLE];
  if (url) {
    console.info(`[storage] running the storage suite on SQLite and on PostgreSQL (${new URL(url).host})`);
  } else {
    console.info(`[storage] ${PG_URL_VARIABLE} is not set: the PostgreSQL runs were skipped (SQLite only)`);
  }
  return removeTemplates;
}
