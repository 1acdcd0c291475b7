import type { ModelTag } from '@atelier/domain';
import { readBoolean } from './dialect.js';
import type { ModelChildren } from './mappers/model-mapper.js';
import type { ModelLicenseRow, ModelTagRow } from './rows/model-row.js';
import type { Store } from './store.js';

/** Tags and licenses of many models in two queries, whatever the number of models. */
export const loadModelChildren = async (
  store: Store,
  modelIds: number[],
): Promise<Map<number, ModelChildren>> => {
  const children = new Map<number, ModelChildren>(modelIds.map((id) => [id, { tags: [], licenses: [] }]));
  if (modelIds.length === 0) return children;
  const [tags, licenses] = await Promise.all([
    store
      .db('model_tags as mt')
      .join('tags as t', 't.id', 'mt.tag_id')
      .select<ModelTagRow[]>('mt.model_id', 't.name', 't.is_category')
      .whereIn('mt.model_id', modelIds)
      .orderBy(['mt.model_id', 'mt.position']),
    store
      .db('model_licenses as ml')
      .join('licenses as l', 'l.id', 'ml.license_id')
      .select<ModelLicenseRow[]>('ml.model_id', 'l.name', 'l.url')
      .whereIn('ml.model_id', modelIds)
      .orderBy(['ml.model_id', 'ml.position']),
  ]);
  for (const tag of tags) {
    children.get(tag.model_id)?.tags.push({ name: tag.name, isCategory: readBoolean(tag.is_category) });
  }
  for (const license of licenses) {
    children.get(license.model_id)?.licenses.push({ name: license.name, url: license.url });
  }
  return children;
};

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
