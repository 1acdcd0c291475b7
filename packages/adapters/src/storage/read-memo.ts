import { AsyncLocalStorage } from 'node:async_hooks';
import type { Repositories } from '@atelier/domain';

/**
 * The reads one request may share (an identity map per request): a page render calls a dozen use cases side by side,
 * and each loads the model, its versions and its gallery settings again. Inside a read scope the first call of one of
 * these methods with given arguments goes to the database and later calls with equal arguments get a copy of its
 * answer. Only pure reads are listed; anything else goes straight through.
 */
const SHARED_READS = {
  models: ['ofId', 'ofIds', 'withAnyTag'],
  versions: ['ofId', 'ofIds', 'ofModel', 'ofModels'],
  users: ['ofId', 'ofIds', 'creator'],
  gallerySettings: ['of', 'ofModels'],
  posts: ['gallery', 'firstCard', 'covers'],
  tags: ['list'],
  associatedResources: ['ofModel'],
  files: ['detailsOfVersions'],
  donationGoals: ['ofVersion'],
  explorationPrompts: ['ofVersion'],
} as const satisfies { [R in keyof Repositories]?: readonly (keyof Repositories[R] & string)[] };

/**
 * Reads of one entity by id that an earlier list read of the same request can answer: the list read the same row
 * the same way, so the entity it holds is what `ofId` would return. Only lists already read count; any other id
 * goes to the database. (A version's `ofModel` read and its `ofId` read came one after another on a model page.)
 */
const BY_ID_FROM_LISTS = {
  versions: ['ofModel', 'ofModels', 'ofIds'],
  models: ['ofIds', 'withAnyTag'],
  users: ['ofIds'],
} as const satisfies { [R in keyof typeof SHARED_READS]?: readonly (typeof SHARED_READS)[R][number][] };

/**
 * Reads by a list of ids that answer a map by id: a page's read that knows the entries of some ids answers any call
 * asking for no other ids (`ModelFiles.detailsOfVersions` of the versions a viewer may see, among all of them).
 */
const BY_IDS = {
  files: ['detailsOfVersions'],
  gallerySettings: ['ofModels'],
} as const satisfies { [R in keyof typeof SHARED_READS]?: readonly (typeof SHARED_READS)[R][number][] };

/** One shared read's answer, given ahead by a page's read. */
export type GivenAnswer = {
  repository: keyof typeof SHARED_READS;
  method: string;
  args: readonly unknown[];
  answer: unknown;
};

/**
 * What a page's read knows of a read by ids (`BY_IDS`): the entries of the ids it read, for calls whose arguments
 * before the ids are `args`.
 */
export type GivenEntries = {
  repository: keyof typeof BY_IDS;
  method: string;
  args: readonly unknown[];
  entries: ReadonlyMap<number, unknown>;
};

/**
 * What a page's read brought in one statement: the answer of the read it stands for, and the answers the page's
 * other shared reads would give.
 */
export type PageRead = { answer: unknown; answers: readonly GivenAnswer[]; byIds: readonly GivenEntries[] };

/** The reads of a model page that a storage makes in one go, each bringing more (storage/knex/knex-model-page.ts). */
export type PageReads = {
  /** For `models.ofId` of the page's model: its viewer-independent data. */
  modelPage(id: number): Promise<PageRead>;
  /** For `models.withAnyTag` (its related models): their gallery settings beside them. */
  relatedModels(tagNames: string[], limit: number): Promise<PageRead>;
};

/** The entities (objects with a numeric `id`) in a list read's answer: an array, or a map of arrays. */
const entitiesIn = (answer: unknown): { id: number }[] => {
  const lists = answer instanceof Map ? [...answer.values()] : [answer];
  return lists
    .flatMap((list) => (Array.isArray(list) ? (list as unknown[]) : []))
    .filter(
      (item): item is { id: number } =>
        typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'number',
    );
};

/** Equal for calls that ask the same: trailing options left empty (`ofModel(1, {})`) count as left out. */
const keyOf = (args: readonly unknown[]): string => {
  const asked = [...args];
  while (asked.length > 0) {
    const last = asked[asked.length - 1];
    const empty =
      last === undefined ||
      (typeof last === 'object' && last !== null && !Array.isArray(last) && Object.keys(last).length === 0);
    if (!empty) break;
    asked.pop();
  }
  return JSON.stringify(asked);
};

/** What one request has read so far; emptied by every write made in it, so a read after a write is fresh. */
class ReadMemo {
  private readonly answers = new Map<string, Promise<unknown>>();
  /** Per repository, the entities its list reads brought so far, by id (`BY_ID_FROM_LISTS`). */
  private readonly known = new Map<string, Map<number, unknown>>();
  /** Per read by ids (`BY_IDS`, as `repository.method:args`), the entries a page's read brought, by id. */
  private readonly entries = new Map<string, ReadonlyMap<number, unknown>>();
  /** How many times the memo forgot: a list read that began before a write must not fill `known` after it. */
  private forgotten = 0;
  private readonly views = new WeakMap<Repositories, Repositories>();
  /** The model whose page this request renders (`expectModelPage`). */
  private modelPage: number | undefined;
  private pageReads: PageReads | undefined;

  /**
   * This request renders the page of model `id` (`model.getById` says so): its first `models.ofId(id)` reads the
   * page's viewer-independent data in one statement (`PageReads.modelPage`), which answers the page's later reads.
   */
  expectModelPage(id: number): void {
    this.modelPage = id;
  }

  /**
   * `repositories` with the shared reads answered from this request's memo; `pageReads` reads a whole page in one
   * go when the request expects one.
   */
  over(repositories: Repositories, pageReads?: PageReads): Repositories {
    this.pageReads ??= pageReads;
    let view = this.views.get(repositories);
    if (view === undefined) {
      view = { ...repositories };
      for (const [name, methods] of Object.entries(SHARED_READS) as [
        keyof Repositories,
        readonly string[],
      ][]) {
        view[name] = this.sharing(name, repositories[name], methods) as never;
      }
      this.views.set(repositories, view);
    }
    return view;
  }

  forget(): void {
    this.answers.clear();
    this.known.clear();
    this.entries.clear();
    this.forgotten += 1;
  }

  private sharing<T extends object>(name: string, repository: T, methods: readonly string[]): T {
    const shared = new Set(methods);
    const lists = new Set<string>(BY_ID_FROM_LISTS[name as keyof typeof BY_ID_FROM_LISTS] ?? []);
    return new Proxy(repository, {
      get: (target, property, receiver) => {
        const value = Reflect.get(target, property, receiver);
        if (typeof property !== 'string' || !shared.has(property) || typeof value !== 'function')
          return value;
        return async (...args: unknown[]) => {
          const listed = property === 'ofId' ? this.known.get(name)?.get(args[0] as number) : undefined;
          if (listed !== undefined) return structuredClone(listed);
          const given = this.givenEntries(`${name}.${property}`, args);
          if (given !== undefined) return given;
          const since = this.forgotten;
          const pageRead = this.pageReadFor(name, property, args);
          if (pageRead !== undefined) {
            return this.answer(`${name}.${property}:${keyOf(args)}`, async () => {
              const page = await pageRead();
              this.give(page, since);
              return page.answer;
            });
          }
          return this.answer(
            `${name}.${property}:${keyOf(args)}`,
            () => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args),
            lists.has(property) ? (read) => this.remember(name, read, since) : undefined,
          );
        };
      },
    });
  }

  /** The page's read that stands for this read, when the request expects a model page; otherwise undefined. */
  private pageReadFor(
    name: string,
    property: string,
    args: unknown[],
  ): (() => Promise<PageRead>) | undefined {
    const pageReads = this.pageReads;
    if (this.modelPage === undefined || pageReads === undefined || name !== 'models') return undefined;
    if (property === 'ofId' && args[0] === this.modelPage)
      return () => pageReads.modelPage(args[0] as number);
    if (property === 'withAnyTag')
      return () => pageReads.relatedModels(args[0] as string[], args[1] as number);
    return undefined;
  }

  /**
   * A read by ids answered from a page's read, when it knows every id asked (the ids follow the arguments the page's
   * read was for); otherwise undefined.
   */
  private givenEntries(read: string, args: readonly unknown[]): Map<number, unknown> | undefined {
    const known = this.entries.get(`${read}:${keyOf(args.slice(0, -1))}`);
    const ids = args.at(-1);
    if (known === undefined || !Array.isArray(ids)) return undefined;
    const asked = [...new Set(ids as number[])];
    if (!asked.every((id) => known.has(id))) return undefined;
    return structuredClone(new Map(asked.map((id) => [id, known.get(id)])));
  }

  /**
   * Keeps the answers a page's read brought for the reads that have none yet, unless the memo forgot since the
   * read began (a write came meanwhile).
   */
  private give(page: PageRead, since: number): void {
    if (since !== this.forgotten) return;
    for (const { repository, method, args, answer } of page.answers) {
      const key = `${repository}.${method}:${keyOf(args)}`;
      if (this.answers.has(key)) continue;
      this.answers.set(key, Promise.resolve(answer));
      const lists: readonly string[] = BY_ID_FROM_LISTS[repository as keyof typeof BY_ID_FROM_LISTS] ?? [];
      if (lists.includes(method)) this.remember(repository, answer, since);
    }
    for (const { repository, method, args, entries } of page.byIds)
      this.entries.set(`${repository}.${method}:${keyOf(args)}`, entries);
  }

  /** Keeps what a list read brought, unless the memo forgot since the read began (a write came meanwhile). */
  private remember(name: string, answer: unknown, since: number): void {
    if (since !== this.forgotten) return;
    const byId = this.known.get(name) ?? new Map<number, unknown>();
    this.known.set(name, byId);
    for (const entity of entitiesIn(answer)) byId.set(entity.id, entity);
  }

  /** `onRead` sees the answer itself, before any caller's copy is made. */
  private async answer(
    key: string,
    read: () => Promise<unknown>,
    onRead?: (answer: unknown) => void,
  ): Promise<unknown> {
    let answer = this.answers.get(key);
    if (answer === undefined) {
      answer =
        onRead === undefined
          ? read()
          : read().then((value) => {
              onRead(value);
              return value;
            });
      this.answers.set(key, answer);
      // A failed read is not kept: the next caller asks the database again.
      answer.catch(() => this.answers.delete(key));
    }
    // Each caller gets its own copy, so a use case that changes what it read cannot change another's answer.
    return structuredClone(await answer);
  }
}

const scope = new AsyncLocalStorage<ReadMemo>();

/** Runs `work` (and everything it starts) with one read memo: for a request that only reads, such as a page's GET. */
export const withSharedReads = <T>(work: () => T): T => scope.run(new ReadMemo(), work);

/** The read memo of the request this code runs for, if it runs in `withSharedReads`. */
export const currentReadMemo = (): ReadMemo | undefined => scope.getStore();
