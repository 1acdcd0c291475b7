import type { Knex } from 'knex';
import * as users from './20261122000100_users.js';
import * as models from './20261122000200_models.js';
import * as gallery from './20261122000300_gallery.js';
import * as earlyAccess from './20261122000400_early_access.js';
import * as social from './20261122000500_social.js';
import * as buzz from './20261122000600_buzz.js';
import * as accounts from './20261123000100_accounts.js';
import * as associatedResources from './20261124000100_associated_resources.js';
import * as softDelete from './20261124000200_soft_delete.js';
import * as filesIn from './20261125000100_files_in.js';
import * as jobs from './20261125000200_jobs.js';
import * as uploads from './20261125000300_uploads.js';
import * as accountAudit from './20261125000400_account_audit.js';
import * as postImages from './20261125000500_post_images.js';
import * as comments from './20261128000100_comments.js';
import * as notifications from './20261128000200_notifications.js';
import * as collections from './20261128000300_collections.js';
import * as accountSettings from './20261128000400_account_settings.js';
import * as apiKeyScopeAndFrozenBuzz from './20261128000500_api_key_scope_and_frozen_buzz.js';
import * as buzzVouchers from './20261128000600_buzz_vouchers.js';
import * as membership from './20261128000700_membership.js';
import * as modelSearch from './20261128000800_model_search.js';
import * as chat from './20261128001000_chat.js';
import * as featureFlags from './20261128001200_feature_flags.js';
import * as moderation from './20261128001300_moderation.js';
import * as searchTokenizer from './20261128001400_search_tokenizer.js';
import * as pageGeneration from './20261129000100_page_generation.js';
import * as tombstones from './20261129000200_tombstones.js';

type Migration = { up(knex: Knex): Promise<void>; down(knex: Knex): Promise<void> };

/** Every migration, in order. Listed in code (not read from a folder) so bundles and tests run the same list. */
const MIGRATIONS: [name: string, migration: Migration][] = [
  ['20261122000100_users', users],
  ['20261122000200_models', models],
  ['20261122000300_gallery', gallery],
  ['20261122000400_early_access', earlyAccess],
  ['20261122000500_social', social],
  ['20261122000600_buzz', buzz],
  ['20261123000100_accounts', accounts],
  ['20261124000100_associated_resources', associatedResources],
  ['20261124000200_soft_delete', softDelete],
  ['20261125000100_files_in', filesIn],
  ['20261125000200_jobs', jobs],
  ['20261125000300_uploads', uploads],
  ['20261125000400_account_audit', accountAudit],
  ['20261125000500_post_images', postImages],
  ['20261128000100_comments', comments],
  ['20261128000200_notifications', notifications],
  ['20261128000300_collections', collections],
  ['20261128000400_account_settings', accountSettings],
  ['20261128000500_api_key_scope_and_frozen_buzz', apiKeyScopeAndFrozenBuzz],
  ['20261128000600_buzz_vouchers', buzzVouchers],
  ['20261128000700_membership', membership],
  ['20261128000800_model_search', modelSearch],
  ['20261128001000_chat', chat],
  ['20261128001200_feature_flags', featureFlags],
  ['20261128001300_moderation', moderation],
  ['20261128001400_search_tokenizer', searchTokenizer],
  ['20261129000100_page_generation', pageGeneration],
  ['20261129000200_tombstones', tombstones],
];

export const migrationSource: Knex.MigrationSource<[string, Migration]> = {
  getMigrations: async () => MIGRATIONS,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};
