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
  /** How many times the memo forgot: a list read that began before a write must not fill `known` after it. */
  private forgotten = 0;
  private readonly views = new WeakMap<Repositories, Repositories>();

  /** `repositories` with the shared reads answered from this request's memo. */
  over(repositories: Repositories): Repositories {
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
          const since = this.forgotten;
          return this.answer(
            `${name}.${property}:${keyOf(args)}`,
            () => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args),
            lists.has(property) ? (read) => this.remember(name, read, since) : undefined,
          );
        };
      },
    });
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
