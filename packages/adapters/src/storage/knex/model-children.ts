import type { ModelTag } from '@atelier/domain';
import { type Dialect, readBoolean } from './dialect.js';
import type { ModelChildren } from './mappers/model-mapper.js';
import type { ModelLicenseElement, ModelTagElement, ModelWithAuthorRow } from './rows/model-row.js';
import type { Store } from './store.js';

/**
 * The columns that bring a model's tags and licenses with its row (`m` is the model), in order: one statement for
 * a model and its children, whatever the number of models read.
 */
export const modelChildrenColumns = (store: Store): string[] => [
  `${store.dialect.jsonRows(
    ['t.name', 't.is_category'],
    'FROM model_tags mt JOIN tags t ON t.id = mt.tag_id WHERE mt.model_id = m.id',
    'mt.position',
  )} AS tags_json`,
  `${store.dialect.jsonRows(
    ['l.name', 'l.url'],
    'FROM model_licenses ml JOIN licenses l ON l.id = ml.license_id WHERE ml.model_id = m.id',
    'ml.position',
  )} AS licenses_json`,
];

/** The children `modelChildrenColumns` read into `row`. */
export const readModelChildren = (row: ModelWithAuthorRow, dialect: Dialect): ModelChildren => ({
  tags: dialect
    .readJson<ModelTagElement[]>(row.tags_json)
    .map(([name, isCategory]) => ({ name, isCategory: readBoolean(isCategory) })),
  licenses: dialect.readJson<ModelLicenseElement[]>(row.licenses_json).map(([name, url]) => ({ name, url })),
});

/**
 * Replaces a model's tag and license links. Tags are shared by name: a new name is created with the given
 * category flag, an existing tag keeps its own. Licenses are shared by (name, url). Must run in a transaction.
 */
export const writeModelChildren = async (
  store: Store,
  modelId: number,
  children: ModelChildren,
): Promise<void> => {
  const { db } = store;
  await db('model_tags').where('model_id', modelId).delete();
  await db('model_licenses').where('model_id', modelId).delete();

  const tags = uniqueBy(children.tags, (tag: ModelTag) => tag.name);
  if (tags.length > 0) {
    await db('tags')
      .insert(tags.map((tag) => ({ name: tag.name, is_category: tag.isCategory, unlisted: false })))
      .onConflict('name')
      .ignore();
    const ids = await idsBy(
      store,
      'tags',
      'name',
      tags.map((tag) => tag.name),
    );
    await db('model_tags').insert(
      tags.map((tag, position) => ({ model_id: modelId, tag_id: ids.get(tag.name), position })),
    );
  }

  if (children.licenses.length > 0) {
    await db('licenses').insert(children.licenses).onConflict(['name', 'url']).ignore();
    const stored = await db('licenses')
      .select<{ id: number; name: string; url: string }[]>('id', 'name', 'url')
      .whereIn(
        'name',
        children.licenses.map((license) => license.name),
      );
    const idOf = new Map(stored.map((row) => [`${row.name}\n${row.url}`, row.id]));
    await db('model_licenses').insert(
      children.licenses.map((license, position) => ({
        model_id: modelId,
        license_id: idOf.get(`${license.name}\n${license.url}`),
        position,
      })),
    );
  }
};

const idsBy = async (store: Store, table: string, column: string, values: string[]) => {
  const rows = await store
    .db(table)
    .select<{ id: number; key: string }[]>('id', `${column} as key`)
    .whereIn(column, values);
  return new Map(rows.map((row) => [row.key, row.id]));
};

const uniqueBy = <T>(items: T[], key: (item: T) => string): T[] => {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && seen.add(key(item)) !== undefined);
};
