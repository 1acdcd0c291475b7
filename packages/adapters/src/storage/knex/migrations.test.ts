import { describe, expect, it } from 'vitest';
import { dialectOf } from './dialect.js';
import { migrateDownAll, migrateToLatest } from './migrate.js';
import { migrationSource } from './migrations/index.js';
import { databases, useTestDatabase } from './testing/databases.js';

/** The tables of the storage migrations; later migrations (accounts, …) may add more. */
const TABLES = [
  'account_audit_entries',
  'associated_resources',
  'audit_entries',
  'buzz_accounts',
  'buzz_ledger_entries',
  'collection_follows',
  'collection_models',
  'collections',
  'comment_reactions',
  'comments',
  'donation_goals',
  'downloads',
  'early_access_purchases',
  'exploration_prompts',
  'follows',
  'gallery_settings',
  'image_tags',
  'images',
  'jobs',
  'licenses',
  'model_file_hashes',
  'model_files',
  'model_licenses',
  'model_tags',
  'model_versions',
  'models',
  'notification_settings',
  'notifications',
  'notify_settings',
  'posts',
  'reactions',
  'reports',
  'reviews',
  'tags',
  'users',
  'vault_items',
];

describe.each(databases)('migrations on $name', (database) => {
  const knex = useTestDatabase(database);

  const tables = async (): Promise<string[]> => {
    const db = knex();
    const rows: { name: string }[] =
      dialectOf(db).name === 'pg'
        ? await db('pg_tables').select('tablename as name').where('schemaname', db.raw('current_schema()'))
        : await db('sqlite_master').select('name').where('type', 'table');
    return rows
      .map((row) => row.name)
      .filter((name) => !name.startsWith('knex_') && !name.startsWith('sqlite_'));
  };

  it('creates every table, is a no-op when up to date, and comes down and up again cleanly', async () => {
    const all = await migrationSource.getMigrations([]);
    expect(await tables()).toEqual(expect.arrayContaining(TABLES));
    expect(await migrateToLatest(knex())).toEqual([]);

    await migrateDownAll(knex());
    expect(await tables()).toEqual([]);

    expect(await migrateToLatest(knex())).toHaveLength(all.length);
    expect(await tables()).toEqual(expect.arrayContaining(TABLES));
  });

  it('has the indexes the queries rely on', async () => {
    const db = knex();
    const rows: { name: string }[] =
      dialectOf(db).name === 'pg'
        ? await db('pg_indexes').select('indexname as name').where('schemaname', db.raw('current_schema()'))
        : await db('sqlite_master').select('name').where('type', 'index');
    const names = rows.map((row) => row.name);
    for (const index of [
      'model_versions_model_id_index_index',
      'posts_gallery_order_index',
      'images_post_id_index',
      'reviews_model_version_id_index',
      'reviews_user_version_unique',
      'buzz_ledger_entries_from_user_index',
      'buzz_ledger_entries_to_user_index',
      'buzz_ledger_entries_idempotency_key_unique',
      'buzz_accounts_user_id_unique',
      'downloads_user_version_index',
      'users_username_lower_unique',
      'exploration_prompts_pkey',
      'early_access_purchases_unique',
      'associated_resources_pkey',
      'associated_resources_resource_id_index',
    ].filter((name) => dialectOf(db).name === 'pg' || !name.endsWith('_pkey'))) {
      expect(names).toContain(index);
    }
  });
});
