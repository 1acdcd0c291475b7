import type { Model } from '../../models/model.js';
import type { New } from '../../ports/new.js';
import type { Collection } from '../../social/social.js';
import { Builder, nextSequence, type Patch, required } from './builder.js';

type Parents = { ownerId?: number };

export class CollectionBuilder extends Builder<New<Collection>, Parents> {
  protected make(parents: Parents, patches: readonly Patch<New<Collection>>[]): this {
    return new CollectionBuilder(this.seq, parents, patches) as this;
  }

  protected defaults(): New<Collection> {
    return {
      name: `Collection ${this.seq}`,
      description: null,
      isPrivate: false,
      userId: required(this.parents.ownerId, 'aCollection() needs .ownedBy(user) before build()'),
      modelIds: [],
    };
  }

  get ownerId(): number | undefined {
    return this.parents.ownerId;
  }

  ownedBy(user: { id: number }): this {
    return this.withParents({ ownerId: user.id });
  }

  named(name: string): this {
    return this.and((c) => {
      c.name = name;
    });
  }

  /** Seen by its owner and moderators only. */
  private(): this {
    return this.and((c) => {
      c.isPrivate = true;
    });
  }

  withModels(...models: Pick<Model, 'id'>[]): this {
    return this.and((c) => {
      c.modelIds = models.map((model) => model.id);
    });
  }
}

/** An empty collection named "Collection N". */
export const aCollection = (): CollectionBuilder => new CollectionBuilder(nextSequence(), {});
