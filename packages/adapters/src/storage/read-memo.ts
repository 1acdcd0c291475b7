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
  comments: ['threadsOfModel'],
  // What the viewer did, bought, follows and holds: a model page's read brings them. A write of the request (a
  // download a GET records, say) makes the memo forget them, as it forgets every answer.
  earlyAccessPurchases: ['accessOfVersions'],
  reactions: ['engagementWith'],
  follows: ['followingOf'],
  notifySettings: ['isOn'],
  ledger: ['balanceOf'],
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
 * Reads by a list of ids (their last argument): a page's read that covers some ids answers any call asking for no
 * other ids (`ModelFiles.detailsOfVersions` of the versions a viewer may see, among all of the model's).
 */
const BY_IDS = {
  files: ['detailsOfVersions'],
  gallerySettings: ['ofModels'],
  earlyAccessPurchases: ['accessOfVersions'],
  reactions: ['engagementWith'],
} as const satisfies { [R in keyof typeof SHARED_READS]?: readonly (typeof SHARED_READS)[R][number][] };

/** One shared read's answer, given ahead by a page's read. */
export type GivenAnswer = {
  repository: keyof typeof SHARED_READS;
  method: string;
  args: readonly unknown[];
  answer: unknown;
};

/**
 * What a page's read knows of a read by ids (`BY_IDS`) for calls whose arguments before the ids are `args`: the ids
 * it covers, and the answer for any of them (what the read would answer for those ids alone).
 */
export type GivenByIds = {
  repository: keyof typeof BY_IDS;
  method: string;
  args: readonly unknown[];
  covers: ReadonlySet<number>;
  answerFor(ids: readonly number[]): unknown;
};

/** A `GivenByIds` for a read that answers a map by id: the entries of the ids asked, in their order. */
export const givenMap = (
  given: Omit<GivenByIds, 'covers' | 'answerFor'>,
  entries: ReadonlyMap<number, unknown>,
): GivenByIds => ({
  ...given,
  covers: new Set(entries.keys()),
  answerFor: (ids) => new Map(ids.map((id) => [id, entries.get(id)])),
});

/**
 * What a page's read brought in one statement: the answer of the read it stands for, and the answers the page's
 * other shared reads would give.
 */
export type PageRead = { answer: unknown; answers: readonly GivenAnswer[]; byIds: readonly GivenByIds[] };

/** The reads of a model page that a storage makes in one go, each bringing more (storage/knex/knex-model-page.ts). */
export type PageReads = {
  /** For `models.ofId` of the page's model: its viewer-independent data, and what the signed-in viewer did with it. */
  modelPage(id: number, viewerId: number | null): Promise<PageRead>;
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

/**
 * Equal for calls that ask the same: trailing options left empty (`ofModel(1, {})`) count as left out, and an
 * object's keys count in any order (`{ limit, before }` asks what `{ before, limit }` asks).
 */
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
  return JSON.stringify(asked, (_key, value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
};

/** What one request has read so far; emptied by every write made in it, so a read after a write is fresh. */
class ReadMemo {
  private readonly answers = new Map<string, Promise<unknown>>();
  /** Per repository, the entities its list reads brought so far, by id (`BY_ID_FROM_LISTS`). */
  private readonly known = new Map<string, Map<number, unknown>>();
  /** Per read by ids (`BY_IDS`, as `repository.method:args`), what a page's read brought of it. */
  private readonly byIds = new Map<string, GivenByIds>();
  /** How many times the memo forgot: a list read that began before a write must not fill `known` after it. */
  private forgotten = 0;
  private readonly views = new WeakMap<Repositories, Repositories>();
  /** The model whose page this request renders, and for whom (`expectModelPage`). */
  private modelPage: { id: number; viewerId: number | null } | undefined;
  private pageReads: PageReads | undefined;

  /**
   * This request renders the page of model `id` for `viewerId` (`model.getById` says so): its first
   * `models.ofId(id)` reads the page's data in one statement (`PageReads.modelPage`), which answers the page's later
   * reads.
   */
  expectModelPage(id: number, viewerId: number | null = null): void {
    this.modelPage = { id, viewerId };
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
    this.byIds.clear();
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
          const given = this.givenByIds(`${name}.${property}`, args);
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
    const { pageReads, modelPage } = this;
    if (modelPage === undefined || pageReads === undefined || name !== 'models') return undefined;
    if (property === 'ofId' && args[0] === modelPage.id)
      return () => pageReads.modelPage(modelPage.id, modelPage.viewerId);
    if (property === 'withAnyTag')
      return () => pageReads.relatedModels(args[0] as string[], args[1] as number);
    return undefined;
  }

  /**
   * A read by ids answered from a page's read, when it knows every id asked (the ids follow the arguments the page's
   * read was for); otherwise undefined.
   */
  private givenByIds(read: string, args: readonly unknown[]): unknown {
    const given = this.byIds.get(`${read}:${keyOf(args.slice(0, -1))}`);
    const ids = args.at(-1);
    if (given === undefined || !Array.isArray(ids)) return undefined;
    const asked = [...new Set(ids as number[])];
    if (!asked.every((id) => given.covers.has(id))) return undefined;
    return structuredClone(given.answerFor(asked));
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
    for (const given of page.byIds)
      this.byIds.set(`${given.repository}.${given.method}:${keyOf(given.args)}`, given);
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
