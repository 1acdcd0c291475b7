import {
  type DonationGoal,
  defaultGallerySettings,
  type ExplorationPrompt,
  threadPage,
} from '@atelier/domain';
import { type GivenAnswer, type GivenByIds, givenMap, type PageRead } from '../read-memo.js';
import { readBoolean, readNumber } from './dialect.js';
import { type Columns, jsonRowsOf, rowsOfJson, tableColumns } from './json-rows.js';
import { toAssociatedResource } from './knex-associated-resources.js';
import { accessFrom, type PurchaseRow } from './knex-early-access-purchases.js';
import { KnexModelFiles, versionDetailsColumns } from './knex-model-files.js';
import { VERSION_WITH_COUNTS } from './knex-model-versions.js';
import { KnexModels, WITH_ANY_TAG_ORDER } from './knex-models.js';
import { ENGAGEMENT_COLUMNS, type EngagementRow, engagementFrom, engagementQuery } from './knex-reactions.js';
import { KnexComments } from './knex-records.js';
import { CREATOR_COLUMNS, KnexUsers } from './knex-users.js';
import { toExplorationPrompt, toGallerySettings } from './mappers/gallery-mapper.js';
import { toDonationGoal } from './mappers/records-mapper.js';
import { toVersion } from './mappers/version-mapper.js';
import type { AssociatedResourceRow } from './rows/associated-resource-row.js';
import { ASSOCIATED_RESOURCE_COLUMNS } from './rows/associated-resource-row.js';
import type { VersionDetailsRow } from './rows/file-row.js';
import {
  EXPLORATION_PROMPT_COLUMNS,
  type ExplorationPromptRow,
  GALLERY_SETTINGS_COLUMNS,
  type GallerySettingsRow,
} from './rows/gallery-rows.js';
import type { ModelWithAuthorRow } from './rows/model-row.js';
import {
  type DiscussedThreadRow,
  DONATION_GOAL_COLUMNS,
  type DonationGoalRow,
  THREAD_COLUMNS,
} from './rows/records-rows.js';
import type { VersionWithCountsRow } from './rows/version-row.js';
import type { Store } from './store.js';

const goalColumns = tableColumns<DonationGoalRow>('d', DONATION_GOAL_COLUMNS);
const promptColumns = tableColumns<ExplorationPromptRow>('e', EXPLORATION_PROMPT_COLUMNS);
const settingsColumns = tableColumns<GallerySettingsRow>('g', GALLERY_SETTINGS_COLUMNS);
const associatedColumns = tableColumns<AssociatedResourceRow>('a', ASSOCIATED_RESOURCE_COLUMNS);

const threadColumns = tableColumns<DiscussedThreadRow>('d', THREAD_COLUMNS);

/** The discussion's first page as `comment.getThread` reads it for everyone but moderators (they see hidden ones). */
const FIRST_THREADS = threadPage(null, false);

/** The model page's live versions (`v`) of the model `m` the read is of. */
const LIVE_VERSIONS = 'FROM model_versions v WHERE v.model_id = m.id AND v.deleted_at IS NULL';
const ofLiveVersions = (column: string) => `${column} IN (SELECT v.id ${LIVE_VERSIONS})`;

const purchaseColumns: Columns<PurchaseRow> = tableColumns<PurchaseRow>('ea', ['model_version_id', 'type']);
const engagementColumns: Columns<EngagementRow> = tableColumns<EngagementRow>('e', ENGAGEMENT_COLUMNS);

/**
 * What the signed-in viewer did with the page's model, in the model's read: the early access they bought of its
 * live versions, what they did with those versions (`engagementQuery`, the same read), whom they follow (the
 * creator card's button), their Buzz balance, and whether they are told of the model's new versions.
 */
const viewerColumns = (store: Store, viewerId: number) => {
  const { db, dialect } = store;
  return [
    db.raw(
      `${jsonRowsOf(dialect, purchaseColumns, `FROM early_access_purchases ea WHERE ea.user_id = ? AND ${ofLiveVersions('ea.model_version_id')}`, 'ea.model_version_id, ea.type')} AS purchases_json`,
      [viewerId],
    ),
    db.raw(
      `(SELECT ${dialect.jsonAggregate(
        engagementColumns.map(([, sql]) => sql),
        'e.kind, e.row_id',
      )} FROM ? e) AS engagement_json`,
      [engagementQuery(store, viewerId, db.raw(`SELECT v.id ${LIVE_VERSIONS}`))],
    ),
    db.raw(
      `${dialect.jsonRows(['fo.target_user_id'], 'FROM follows fo WHERE fo.follower_id = ?', 'fo.id')} AS following_json`,
      [viewerId],
    ),
    db.raw('(SELECT b.balance FROM buzz_accounts b WHERE b.user_id = ?) AS balance', [viewerId]),
    db.raw(
      "CASE WHEN EXISTS (SELECT 1 FROM notify_settings n WHERE n.user_id = ? AND n.kind = 'model' AND n.entity_id = m.id) THEN 1 ELSE 0 END AS notifying",
      [viewerId],
    ),
  ];
};

/** The reads `viewerColumns` answer, for the model `row` is of. */
const viewerAnswers = (
  store: Store,
  viewerId: number,
  row: ModelPageRow,
  liveIds: readonly number[],
): { answers: GivenAnswer[]; byIds: GivenByIds[] } => {
  const { dialect } = store;
  const purchases = rowsOfJson(dialect, row.purchases_json, purchaseColumns);
  const engagement = rowsOfJson(dialect, row.engagement_json, engagementColumns);
  return {
    answers: [
      {
        repository: 'follows',
        method: 'followingOf',
        args: [viewerId],
        answer: dialect.readJson<[number][]>(row.following_json).map(([id]) => Number(id)),
      },
      {
        repository: 'ledger',
        method: 'balanceOf',
        args: [viewerId],
        answer: row.balance === null || row.balance === undefined ? 0 : readNumber(row.balance),
      },
      {
        repository: 'notifySettings',
        method: 'isOn',
        args: [viewerId, 'model', row.id],
        answer: readBoolean(row.notifying),
      },
    ],
    byIds: [
      {
        repository: 'earlyAccessPurchases',
        method: 'accessOfVersions',
        args: [viewerId],
        covers: new Set(liveIds),
        answerFor: (ids) => accessFrom(ids, purchases),
      },
      {
        repository: 'reactions',
        method: 'engagementWith',
        args: [viewerId],
        covers: new Set(liveIds),
        answerFor: (ids) => {
          const asked = new Set(ids);
          return engagementFrom(engagement.filter((each) => asked.has(Number(each.model_version_id))));
        },
      },
    ],
  };
};

type ModelPageRow = ModelWithAuthorRow & {
  versions_json: unknown;
  details_json: unknown;
  settings_json: unknown;
  associated_json: unknown;
  goals_json: unknown;
  prompts_json: unknown;
  creator_json: unknown;
  threads_json: unknown;
  purchases_json?: unknown;
  engagement_json?: unknown;
  following_json?: unknown;
  balance?: unknown;
  notifying?: unknown;
};

/** `items` grouped by `keyOf`, one (possibly empty) list for each of `keys`, each in the order of `items`. */
const groupedBy = <T>(keys: readonly number[], items: readonly T[], keyOf: (item: T) => number) =>
  new Map(keys.map((key) => [key, items.filter((item) => keyOf(item) === key)]));

/**
 * The model page's data in one statement: the model (as `models.ofId` reads it) with, as JSON columns, what the
 * page's other calls would read one statement each — its live versions with their details (files, review totals,
 * likes), its gallery settings, the resources its owner suggests, its creator's card, the discussion's first page,
 * and each version's donation goals and exploration prompts; for a signed-in viewer, what they did with it too
 * (`viewerColumns`). Each part selects the columns its repository's own read selects and goes through the same
 * mapper, so the answers are those reads' answers (knex-model-page.test.ts compares them). The request's read memo
 * (../read-memo.ts) hands them to the later calls.
 */
export const readModelPage = async (
  store: Store,
  id: number,
  viewerId: number | null = null,
): Promise<PageRead> => {
  const { db, dialect } = store;
  const models = new KnexModels(store);
  const comments = new KnexComments(store);
  const details = versionDetailsColumns(store);
  const [row] = (await models
    .withAuthor()
    .select(
      db.raw(
        `${jsonRowsOf(dialect, VERSION_WITH_COUNTS, LIVE_VERSIONS, 'v."index", v.id')} AS versions_json`,
      ),
      db.raw(`${jsonRowsOf(dialect, details, LIVE_VERSIONS, 'v.id')} AS details_json`),
      db.raw(
        `${jsonRowsOf(dialect, settingsColumns, 'FROM gallery_settings g WHERE g.model_id = m.id', 'g.model_id')} AS settings_json`,
      ),
      db.raw(
        `${jsonRowsOf(dialect, associatedColumns, 'FROM associated_resources a WHERE a.from_model_id = m.id', 'a.position')} AS associated_json`,
      ),
      db.raw(
        `${jsonRowsOf(dialect, CREATOR_COLUMNS, 'FROM users u WHERE u.id = m.user_id', 'u.id')} AS creator_json`,
      ),
      db.raw(
        `(SELECT ${dialect.jsonAggregate(
          threadColumns.map(([, sql]) => sql),
          'd.id DESC',
        )} FROM ? d) AS threads_json`,
        [comments.threadsQuery(id, FIRST_THREADS)],
      ),
      db.raw(
        `${jsonRowsOf(dialect, goalColumns, `FROM donation_goals d WHERE ${ofLiveVersions('d.model_version_id')}`, 'd.id')} AS goals_json`,
      ),
      db.raw(
        `${jsonRowsOf(dialect, promptColumns, `FROM exploration_prompts e WHERE ${ofLiveVersions('e.model_version_id')}`, `e."index", ${dialect.textOrder('e.name')}`)} AS prompts_json`,
      ),
    )
    .select(viewerId === null ? [] : viewerColumns(store, viewerId))
    .where('m.id', id)) as ModelPageRow[];
  if (row === undefined) return { answer: null, answers: [], byIds: [] };

  const [model] = models.hydrate([row]);
  const versions = rowsOfJson(dialect, row.versions_json, VERSION_WITH_COUNTS).map(
    (version: VersionWithCountsRow) => toVersion(version, dialect),
  );
  const versionIds = versions.map((version) => version.id);
  const viewer =
    viewerId === null ? { answers: [], byIds: [] } : viewerAnswers(store, viewerId, row, versionIds);
  const [settings] = rowsOfJson(dialect, row.settings_json, settingsColumns);
  const [creator] = rowsOfJson(dialect, row.creator_json, CREATOR_COLUMNS);
  const threads = rowsOfJson(dialect, row.threads_json, threadColumns);
  const goals = groupedBy(
    versionIds,
    rowsOfJson(dialect, row.goals_json, goalColumns).map(toDonationGoal),
    (goal: DonationGoal) => goal.modelVersionId,
  );
  const prompts = groupedBy(
    versionIds,
    rowsOfJson(dialect, row.prompts_json, promptColumns).map(toExplorationPrompt),
    (prompt: ExplorationPrompt) => prompt.id,
  );
  return {
    answer: model ?? null,
    answers: [
      { repository: 'versions', method: 'ofModel', args: [id], answer: versions },
      {
        repository: 'gallerySettings',
        method: 'of',
        args: [id],
        answer: settings === undefined ? defaultGallerySettings() : toGallerySettings(settings, dialect),
      },
      {
        repository: 'associatedResources',
        method: 'ofModel',
        args: [id],
        answer: rowsOfJson(dialect, row.associated_json, associatedColumns).map(toAssociatedResource),
      },
      {
        repository: 'comments',
        method: 'threadsOfModel',
        args: [id, FIRST_THREADS],
        answer: comments.threadsFrom(threads, threads[0]?.total ?? 0),
      },
      {
        repository: 'users',
        method: 'creator',
        args: [row.user_id],
        answer: creator === undefined ? null : new KnexUsers(store).creatorOf(creator),
      },
      ...[...goals].map(([versionId, answer]) => ({
        repository: 'donationGoals' as const,
        method: 'ofVersion',
        args: [versionId],
        answer,
      })),
      ...[...prompts].map(([versionId, answer]) => ({
        repository: 'explorationPrompts' as const,
        method: 'ofVersion',
        args: [versionId],
        answer,
      })),
      ...viewer.answers,
    ],
    byIds: [
      givenMap(
        { repository: 'files', method: 'detailsOfVersions', args: [] },
        new KnexModelFiles(store).detailsOf(
          rowsOfJson<VersionDetailsRow>(dialect, row.details_json, details),
        ),
      ),
      ...viewer.byIds,
    ],
  };
};

/**
 * `models.withAnyTag` for a model page (its related models), with each model's gallery settings in the same
 * statement: the cards' covers need them (`modelCovers`), and the memo answers `gallerySettings.ofModels` of any
 * of these models from it. The settings are added around the read's kept rows, so only those pay for them.
 */
export const readRelatedModels = async (
  store: Store,
  tagNames: string[],
  limit: number,
): Promise<PageRead> => {
  const { db, dialect } = store;
  const models = new KnexModels(store);
  if (tagNames.length === 0) return { answer: [], answers: [], byIds: [] };
  const rows = (await db
    .select(
      'm.*',
      db.raw(
        `${jsonRowsOf(dialect, settingsColumns, 'FROM gallery_settings g WHERE g.model_id = m.id', 'g.model_id')} AS settings_json`,
      ),
    )
    .from(models.withAnyTagQuery(tagNames, limit).as('m'))
    .orderBy(
      WITH_ANY_TAG_ORDER.map(({ column, order }) => ({ column: `m.${column}`, order })),
    )) as (ModelWithAuthorRow & {
    settings_json: unknown;
  })[];
  return {
    answer: models.hydrate(rows),
    answers: [],
    byIds: [
      givenMap(
        { repository: 'gallerySettings', method: 'ofModels', args: [] },
        new Map(
          rows.map((row) => {
            const [settings] = rowsOfJson(dialect, row.settings_json, settingsColumns);
            return [
              row.id,
              settings === undefined ? defaultGallerySettings() : toGallerySettings(settings, dialect),
            ];
          }),
        ),
      ),
    ],
  };
};
