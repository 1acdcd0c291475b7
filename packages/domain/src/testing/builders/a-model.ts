import type { Model } from '../../models/model.js';
import { draftModel } from '../../models/new-model.js';
import type { New } from '../../ports/new.js';
import { Builder, nextSequence, type Patch, required } from './builder.js';

type Parents = { ownerId?: number };

export class ModelBuilder extends Builder<New<Model>, Parents> {
  protected make(parents: Parents, patches: readonly Patch<New<Model>>[]): this {
    return new ModelBuilder(this.seq, parents, patches) as this;
  }

  protected defaults(now: Date): New<Model> {
    const draft = draftModel(
      {
        name: `Model ${this.seq}`,
        type: 'LORA',
        description: '',
        userId: required(this.parents.ownerId, 'aModel() needs .ownedBy(user) before build()'),
      },
      now,
    );
    return {
      ...draft,
      // Published unless a test says otherwise: most rules are about what visitors see.
      status: 'Published',
      publishedAt: now,
      nsfwLevel: 1,
      // Read from the author's account by the repositories; a plain value for rules tested without storage.
      author: { username: 'author', deletedAt: null, banned: false },
    };
  }

  get ownerId(): number | undefined {
    return this.parents.ownerId;
  }

  ownedBy(user: { id: number }): this {
    return this.withParents({ ownerId: user.id });
  }

  named(name: string): this {
    return this.and((m) => {
      m.name = name;
    });
  }

  published(at?: Date): this {
    return this.status('Published', (m, now) => {
      m.publishedAt = at ?? now;
    });
  }

  scheduled(at: Date): this {
    return this.status('Scheduled', (m) => {
      m.publishedAt = at;
    });
  }

  /** Unpublished by its owner; it keeps the date it was first published. */
  unpublished(): this {
    return this.status('Unpublished');
  }

  violation(reason = 'other'): this {
    return this.status('UnpublishedViolation', (m) => {
      m.meta.unpublishedReason = reason;
    });
  }

  draft(): this {
    return this.status('Draft', (m) => {
      m.publishedAt = null;
    });
  }

  private(): this {
    return this.and((m) => {
      m.availability = 'Private';
    });
  }

  /** Soft-deleted, by its owner unless `byId` says who. */
  deleted(byId?: number): this {
    return this.status('Deleted', (m, now) => {
      m.deletedAt = now;
      m.deletedBy = byId ?? m.userId;
    });
  }

  locked(): this {
    return this.and((m) => {
      m.locked = true;
    });
  }

  commentsLocked(): this {
    return this.meta({ commentsLocked: true });
  }

  needsReview(): this {
    return this.meta({ needsReview: true });
  }

  poi(): this {
    return this.and((m) => {
      m.poi = true;
    });
  }

  minor(): this {
    return this.and((m) => {
      m.minor = true;
    });
  }

  archived(): this {
    return this.and((m) => {
      m.mode = 'Archived';
    });
  }

  takenDown(): this {
    return this.and((m) => {
      m.mode = 'TakenDown';
    });
  }

  meta(fields: Partial<Model['meta']>): this {
    return this.and((m) => {
      m.meta = { ...m.meta, ...fields };
    });
  }

  private status(status: Model['status'], then?: Patch<New<Model>>): this {
    return this.and((m, now) => {
      m.status = status;
      then?.(m, now);
    });
  }
}

/** A published, public LORA named "Model N"; needs `.ownedBy(user)` unless stored with `world.given.model`. */
export const aModel = (): ModelBuilder => new ModelBuilder(nextSequence(), {});
