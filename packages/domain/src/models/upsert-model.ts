import { auditEntry } from '../moderation/audit-entry.js';
import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import type { Repositories } from '../ports/unit-of-work.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import {
  checkAvailabilityKept,
  checkModelFields,
  type ModelFields,
  resolveTags,
  withModelFields,
} from './authoring-rules.js';
import type { Model } from './model.js';
import { draftModel } from './new-model.js';

type UpsertModelInput = ModelFields & { id?: number | undefined };

/** The model's tags for these names: stored tags matched ignoring case, the rest new (created when saved). */
const tagsFor = async (r: Repositories, names: readonly string[]): Promise<Model['tags']> =>
  resolveTags(names, names.length === 0 ? [] : await r.tags.named(names));

/** The fields that differ between two versions of a model, for the audit entry. */
const changedFields = (before: Model, after: Model): string[] =>
  (
    [
      'name',
      'type',
      'checkpointType',
      'description',
      'tags',
      'allowCommercialUse',
      'allowNoCredit',
      'allowDerivatives',
      'allowDifferentLicense',
      'nsfw',
      'poi',
      'minor',
    ] as const
  ).filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));

/**
 * `model.upsert` (docs/authoring.md): without an id, a Draft model of the viewer's with no versions yet (muted and
 * banned accounts cannot create); with one, the owner or a moderator edits it ('model.edit'), availability kept.
 * The description arrives sanitised by the edge.
 */
export class UpsertModel {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: UpsertModelInput): Promise<Result<Model>> {
    const { id, ...fields } = input;
    return id === undefined ? this.create(viewer, fields) : this.update(viewer, id, fields);
  }

  private async create(viewer: Viewer, input: ModelFields): Promise<Result<Model>> {
    if (viewer === null || viewer.banned) return fail(errors.signInRequired);
    if (viewer.muted) return fail(errors.muted);
    const checked = checkModelFields(input);
    if (!checked.ok) return checked;
    const fields = checked.value;
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const draft = draftModel(
        { name: fields.name, type: fields.type, description: fields.description, userId: viewer.id },
        now,
      );
      const tags = await tagsFor(r, fields.tagNames);
      const model = await r.models.create({
        ...withModelFields(draft, fields, tags, now),
        availability: fields.availability,
      });
      await r.audit.append(
        auditEntry(viewer, 'model.create', { modelId: model.id }, now, {
          name: model.name,
          type: model.type,
          availability: model.availability,
        }),
      );
      return ok(model);
    });
  }

  private async update(viewer: Viewer, id: number, input: ModelFields): Promise<Result<Model>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const loaded = await loadAuthorizedModel(r, 'model.edit', viewer, id, now);
      if (!loaded.ok) return loaded;
      const model = loaded.value;
      const kept = checkAvailabilityKept(model, input.availability);
      if (!kept.ok) return kept;
      const checked = checkModelFields(input);
      if (!checked.ok) return checked;
      const saved = withModelFields(model, checked.value, await tagsFor(r, checked.value.tagNames), now);
      await r.models.save(saved);
      await r.audit.append(
        auditEntry(viewer, 'model.update', { modelId: model.id }, now, {
          changed: changedFields(model, saved),
        }),
      );
      return ok(saved);
    });
  }
}
