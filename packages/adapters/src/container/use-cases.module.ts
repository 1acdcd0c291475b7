import type { Deps } from '@atelier/domain';
import * as domain from '@atelier/domain';
import type { Container } from 'inversify';
import { TOKENS } from './tokens.js';

/** A use case class: built from the ports it needs, with one `execute`. */
export type UseCaseClass<T> = new (deps: Deps) => T;

const isUseCaseClass = (value: unknown): value is UseCaseClass<unknown> =>
  typeof value === 'function' &&
  typeof (value.prototype as { execute?: unknown } | undefined)?.execute === 'function';

/** Every use case the domain exports; binding them all means a new use case needs no wiring of its own. */
export const USE_CASES = (Object.values(domain) as unknown[]).filter(isUseCaseClass);

/** Binds each use case under its own class, as a singleton built from the container's `Deps`. */
export const bindUseCases = (container: Container): void => {
  for (const UseCase of USE_CASES) {
    container.bind(UseCase).toResolvedValue((deps: Deps) => new UseCase(deps), [TOKENS.deps]);
  }
};

/** `container.get` for use cases, typed by the class asked for. */
export const useCaseResolver =
  (container: Container) =>
  <T>(useCase: UseCaseClass<T>): T =>
    container.get<T>(useCase);
