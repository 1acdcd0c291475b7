import type { Model } from '../models/model.js';
import { decodeSearchCursor } from '../search/model-search.js';
import {
  listedPage,
  type SearchError,
  type SearchModelsInput,
  searchCriteria,
} from '../search/search-models.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { type DomainError, fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { type CatalogModel, type CatalogVersion, catalogOf, normalizeHash } from './catalog.js';
import type { Tombstone } from './tombstone.js';

/** At most this many hashes in one lookup, and this many ids in one list. */
const CATALOG_BATCH_MAX = 100;
/** A numbered page may start at most this many models into the list; deeper, a client follows cursors. */
const CATALOG_PAGE_DEPTH = 5_000;

type CatalogPage = { items: CatalogModel[]; nextCursor: string | null };

/**
 * The model list of the REST API v1: the hub's one search (`listedPage`, so the same models in the same order as
 * `/models`), each model in full, optionally of one author (`username`; unknown: an empty list); or, given `ids`,
 * those models the viewer may open, in the order asked.
 */
export class ListCatalogModels {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: SearchModelsInput & { ids?: readonly number[]; username?: string; page?: number },
  ): Promise<Result<CatalogPage, SearchError>> {
    const now = this.deps.clock.now();
    if (input.ids !== undefined) return this.ofIds(viewer, input.ids, now);
    const criteria = searchCriteria(viewer, input, now);
    if (!criteria.ok) return criteria;
    const skip = (Math.max(input.page ?? 1, 1) - 1) * criteria.value.limit;
    if (skip > 0 && input.cursor)
      return fail(errors.invalidInput('Ask for a page number or a cursor, not both.'));
    if (skip > CATALOG_PAGE_DEPTH)
      return fail(
        errors.invalidInput(
          `Numbered pages reach ${CATALOG_PAGE_DEPTH} models into a list; follow metadata.nextCursor beyond.`,
        ),
      );
    return this.deps.uow.read(async (r) => {
      const author = input.username === undefined ? undefined : await r.users.ofUsername(input.username);
      if (author === null) return ok({ items: [], nextCursor: null });
      const { query } = criteria.value;
      const asked =
        author === undefined ? criteria.value : { ...criteria.value, query: { ...query, userId: author.id } };
      const start = skip === 0 ? asked : await this.after(r, viewer, asked, skip, now);
      if (start === null) return ok({ items: [], nextCursor: null });
      const { page, nextCursor } = await listedPage(r, viewer, start, now);
      return ok({ items: await catalogOf(r, viewer, page, now), nextCursor });
    });
  }

  /**
   * Where a numbered page starts: after the first `skip` models of the same list, walked the way cursors walk it,
   * so page N is exactly what following N - 1 cursors gives. Null when the list ends before.
   */
  private async after(
    r: Parameters<typeof listedPage>[0],
    viewer: Viewer,
    criteria: Parameters<typeof listedPage>[2],
    skip: number,
    now: Date,
  ): Promise<Parameters<typeof listedPage>[2] | null> {
    const { nextCursor } = await listedPage(r, viewer, { ...criteria, limit: skip }, now);
    const key = nextCursor === null ? null : decodeSearchCursor(criteria.query.sort, nextCursor);
    return key === null ? null : { ...criteria, after: key };
  }

  private async ofIds(
    viewer: Viewer,
    ids: readonly number[],
    now: Date,
  ): Promise<Result<CatalogPage, SearchError>> {
    if (ids.length > CATALOG_BATCH_MAX)
      return fail(errors.invalidInput(`At most ${CATALOG_BATCH_MAX} model ids may be asked for at once.`));
    return this.deps.uow.read(async (r) => {
      const byId = new Map((await r.models.ofIds(ids)).map((model) => [model.id, model]));
      const asked = [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
      return ok({ items: await catalogOf(r, viewer, asked, now), nextCursor: null });
    });
  }
}

/** One model of the catalog; hidden answers exactly like missing. */
export class GetCatalogModel {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: { id: number },
  ): Promise<Result<CatalogModel, DomainError<'NOT_FOUND'>>> {
    const now = this.deps.clock.now();
    return this.deps.uow.read(async (r) => {
      const model = await r.models.ofId(input.id);
      const [entry] = model === null ? [] : await catalogOf(r, viewer, [model], now);
      return entry === undefined ? fail(errors.notFound) : ok(entry);
    });
  }
}

/** The refusal of a removed version, carrying its tombstone. */
type VersionRemoved = ReturnType<typeof errors.versionRemoved>;

/** A version with the model it belongs to. */
export type CatalogVersionEntry = { model: Model; version: CatalogVersion };

/**
 * One version of the catalog, as its model's catalog entry shows it; hidden answers exactly like missing, except a
 * version that left a tombstone: it answers that it was removed, with what the tombstone keeps.
 */
export class GetCatalogVersion {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: { id: number },
  ): Promise<Result<CatalogVersionEntry, DomainError<'NOT_FOUND'> | VersionRemoved>> {
    const now = this.deps.clock.now();
    return this.deps.uow.read(async (r) => {
      const tombstone = await r.tombstones.ofVersion(input.id);
      if (tombstone !== null) return fail(errors.versionRemoved(tombstone));
      const version = await r.versions.ofId(input.id);
      const model = version === null ? null : await r.models.ofId(version.modelId);
      const [entry] = model === null ? [] : await catalogOf(r, viewer, [model], now);
      const found = entry?.versions.find((shown) => shown.version.id === input.id);
      return entry === undefined || found === undefined
        ? fail(errors.notFound)
        : ok({ model: entry.model, version: found });
    });
  }
}

/** What a hash lookup found: a version the viewer may see, or the tombstone of a removed one. */
export type HashMatch =
  | { found: CatalogVersionEntry; removed?: never }
  | { removed: Tombstone; found?: never };

/**
 * The versions whose files carry these hashes (any of the six types, any case), as the catalog shows them: what a
 * tool asks to recognise a file on a user's disk. A hash the viewer may see a live file of maps to that file's
 * version; otherwise a hash of a removed version answers with its tombstone (a taken-down model's own files count as
 * removed, though its page still shows it); the rest are absent. A malformed hash, or more than
 * `CATALOG_BATCH_MAX`, is refused before any read.
 */
export class FindCatalogVersionsByHash {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: { hashes: readonly string[] },
  ): Promise<Result<Map<string, HashMatch>, DomainError<'INVALID_INPUT'>>> {
    if (input.hashes.length > CATALOG_BATCH_MAX)
      return fail(errors.invalidInput(`At most ${CATALOG_BATCH_MAX} hashes may be looked up at once.`));
    const hashes = input.hashes.map(normalizeHash);
    const bad = input.hashes.find((_raw, index) => hashes[index] === null);
    if (bad !== undefined) return fail(errors.invalidInput(`"${bad.slice(0, 80)}" is not a file hash.`));
    const now = this.deps.clock.now();
    const asked = hashes as string[];
    return this.deps.uow.read(async (r) => {
      const tombstones = await r.tombstones.ofHashes(asked);
      const removed = new Set(tombstones.map((tombstone) => tombstone.versionId));
      const files = (await r.files.ofHashes(asked)).filter((file) => !removed.has(file.modelVersionId));
      const versions = await r.versions.ofIds([...new Set(files.map((file) => file.modelVersionId))]);
      const models = await r.models.ofIds([...new Set(versions.map((version) => version.modelId))]);
      const shown = new Map<number, CatalogVersionEntry>();
      for (const entry of await catalogOf(r, viewer, models, now)) {
        for (const version of entry.versions) shown.set(version.version.id, { model: entry.model, version });
      }
      const found = new Map<string, HashMatch>();
      for (const hash of asked) {
        // A live copy elsewhere wins (the same file uploaded again): the file is not gone from the hub. The file
        // must be one the catalog shows (not a private file of a public version, say).
        const match = files.find((file) => {
          const entry = shown.get(file.modelVersionId);
          return (
            file.hashes.some((h) => h.hash === hash) && entry?.version.files.some((f) => f.id === file.id)
          );
        });
        const entry = match && shown.get(match.modelVersionId);
        const tombstone = tombstones.find((candidate) => candidate.hashes.some((h) => h.hash === hash));
        if (entry) found.set(hash, { found: entry });
        else if (tombstone) found.set(hash, { removed: tombstone });
      }
      return ok(found);
    });
  }
}
