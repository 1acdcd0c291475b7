import type { Deps } from '@atelier/domain';
import type { Container } from 'inversify';
import { resolve } from '../container/create-container.js';
import { TOKENS } from '../container/tokens.js';
import type { UseCaseClass } from './trpc/context.js';

/**
 * Use cases for the HTTP edge, one instance per class: the container's own binding when it has one for the
 * class, else built from the container's `Deps` (every use case takes a `Pick` of them), so adding a use case
 * needs no wiring beyond naming it in its procedure.
 */
export const useCaseResolver = (container: Container) => {
  const instances = new Map<UseCaseClass<unknown>, unknown>();
  let deps: Deps | undefined;
  return <T>(useCase: UseCaseClass<T>): T => {
    let instance = instances.get(useCase) as T | undefined;
    if (instance === undefined) {
      if (container.isBound(useCase)) instance = container.get(useCase);
      else {
        deps ??= resolve(container, TOKENS.deps);
        instance = new useCase(deps);
      }
      instances.set(useCase, instance);
    }
    return instance;
  };
};
