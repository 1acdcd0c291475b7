import { PG_URL_VARIABLE } from './databases.js';

/** Says once per run which databases the storage suite runs on. */
export default function setup(): void {
  const url = process.env[PG_URL_VARIABLE];
  if (url) {
    console.info(`[storage] running the storage suite on SQLite and on PostgreSQL (${new URL(url).host})`);
  } else {
    console.info(`[storage] ${PG_URL_VARIABLE} is not set: the PostgreSQL runs were skipped (SQLite only)`);
  }
}
