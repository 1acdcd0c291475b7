import type { Model } from '../../models/model.js';
import type { EarlyAccessConfig, ModelVersion } from '../../models/model-version.js';
import { draftVersion } from '../../models/new-model.js';
import type { New } from '../../ports/new.js';
import { Builder, nextSequence, type Patch, required } from './builder.js';

export type NewVersion = New<ModelVersion, 'fileCount' | 'postCount'>;
type Parents = { modelId?: number; index?: number };

/** The early-access offer `inEarlyAccess()` uses unless told otherwise: download for 500 Buzz, for 7 days. */
export const DEFAULT_EARLY_ACCESS_CONFIG: EarlyAccessConfig = {
  chargeForDownload: true,
  downloadPrice: 500,
  chargeForGeneration: false,
  generationPrice: null,
  freeGeneration: false,
  generationTrialLimit: null,
  timeframeDays: 7,
};

export class VersionBuilder extends Builder<NewVersion, Parents> {
  protected make(parents: Parents, patches: readonly Patch<NewVersion>[]): this {
    return new VersionBuilder(this.seq, parents, patches) as this;
  }

  protected defaults(now: Date): NewVersion {
    const draft = draftVersion(
      {
        modelId: required(this.parents.modelId, 'aVersion() needs .of(model) before build()'),
        index: this.parents.index ?? 0,
        name: `Version ${this.seq}`,
        baseModel: 'SDXL 1.0',
      },
      now,
    );
    // Published and offered for generation unless a test says otherwise.
    return { ...draft, status: 'Published', publishedAt: now, canGenerate: true };
  }

  get modelId(): number | undefined {
    return this.parents.modelId;
  }

  /** Whether a position was chosen with `.index(n)`; `world.given.version` appends the version otherwise. */
  get hasIndex(): boolean {
    return this.parents.index !== undefined;
  }

  of(model: Pick<Model, 'id'>): this {
    return this.withParents({ modelId: model.id });
  }

  index(index: number): this {
    return this.withParents({ index });
  }

  named(name: string): this {
    return this.and((v) => {
      v.name = name;
    });
  }

  published(at?: Date): this {
    return this.status('Published', (v, now) => {
      v.publishedAt = at ?? now;
    });
  }

  scheduled(at: Date): this {
    return this.status('Scheduled', (v) => {
      v.publishedAt = at;
    });
  }

  unpublished(): this {
    return this.status('Unpublished');
  }

  violation(reason = 'other'): this {
    return this.status('UnpublishedViolation', (v) => {
      v.meta = { ...v.meta, unpublishedReason: reason };
    });
  }

  draft(): this {
    return this.status('Draft', (v) => {
      v.publishedAt = null;
    });
  }

  /** Not offered for on-site generation (`canGenerate: false`). */
  notForGeneration(): this {
    return this.and((v) => {
      v.canGenerate = false;
    });
  }

  /** In early access until `until`, with the default offer overridden by `config`. */
  inEarlyAccess(until: Date, config: Partial<EarlyAccessConfig> = {}): this {
    return this.and((v) => {
      v.earlyAccessEndsAt = until;
      v.earlyAccessConfig = { ...DEFAULT_EARLY_ACCESS_CONFIG, ...config };
    });
  }

  meta(fields: Partial<ModelVersion['meta']>): this {
    return this.and((v) => {
      v.meta = { ...v.meta, ...fields };
    });
  }

  private status(status: ModelVersion['status'], then?: Patch<NewVersion>): this {
    return this.and((v, now) => {
      v.status = status;
      then?.(v, now);
    });
  }
}

/** A published "SDXL 1.0" version without early access; needs `.of(model)` unless stored with `world.given`. */
export const aVersion = (): VersionBuilder => new VersionBuilder(nextSequence(), {});
