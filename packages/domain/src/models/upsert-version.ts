import { auditEntry } from '../moderation/audit-entry.js';
import { loadAuthorizedModel, loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { ModelVersion } from './model-version.js';
import { draftVersion } from './new-model.js';
import { checkVersionFields, earlyAccessEndAfterChange, type VersionFields } from './version-rules.js';

type UpsertVersionInput = VersionFields & { id?: number | undefined; modelId: number };

/** The version with the creator's fields applied; early access ends as `earlyAccessEndAfterChange` says. */
const withVersionFields = <V extends Omit<ModelVersion, 'id' | 'fileCount' | 'postCount'>>(
  version: V,
  fields: VersionFields,
  now: Date,
): V => ({
  ...version,
  name: fields.name,
  baseModel: fields.baseModel,
  baseModelType: fields.baseModelType,
  description: fields.description,
  trainedWords: fields.trainedWords,
  steps: fields.steps,
  epochs: fields.epochs,
  clipSkip: fields.clipSkip,
  strength: fields.strength,
  earlyAccessConfig: fields.earlyAccessConfig,
  earlyAccessEndsAt: earlyAccessEndAfterChange(version, fields.earlyAccessConfig, now),
});

/** The fields that differ between two states of a version, for the audit entry. */
const changedFields = (before: ModelVersion, after: ModelVersion): string[] =>
  (
    [
      'name',
      'baseModel',
      'baseModelType',
      'description',
      'trainedWords',
      'steps',
      'epochs',
      'clipSkip',
      'strength',
      'earlyAccessConfig',
    ] as const
  ).filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));

/**
 * `modelVersion.upsert` (docs/authoring.md): without an id, a new Draft version placed last ('model.addVersion');
 * with one, the owner or a moderator edits it ('model.edit'). The description arrives sanitised by the edge.
 */
export class UpsertVersion {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: UpsertVersionInput): Promise<Result<ModelVersion>> {
    const { id, modelId, ...fields } = input;
    return id === undefined ? this.create(viewer, modelId, fields) : this.update(viewer, id, modelId, fields);
  }

  private async create(viewer: Viewer, modelId: number, input: VersionFields): Promise<Result<ModelVersion>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const loaded = await loadAuthorizedModel(r, 'model.addVersion', viewer, modelId, now);
      if (!loaded.ok) return loaded;
      const model = loaded.value;
      const existing = await r.versions.ofModel(model.id, { withDeleted: true });
      const index = Math.max(-1, ...existing.map((version) => version.index)) + 1;
      const draft = draftVersion(
        { modelId: model.id, index, name: input.name, baseModel: input.baseModel },
        now,
      );
      const checked = checkVersionFields(input, draft);
      if (!checked.ok) return checked;
      const version = await r.versions.create(withVersionFields(draft, checked.value, now));
      await r.audit.append(
        auditEntry(viewer, 'modelVersion.create', { modelId: model.id, modelVersionId: version.id }, now, {
          name: version.name,
          baseModel: version.baseModel,
          index: version.index,
        }),
      );
      return ok(version);
    });
  }

  private async update(
    viewer: Viewer,
    id: number,
    modelId: number,
    input: VersionFields,
  ): Promise<Result<ModelVersion>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const loaded = await loadAuthorizedVersion(r, 'model.edit', viewer, id, now, modelId);
      if (!loaded.ok) return loaded;
      const { model, version } = loaded.value;
      const checked = checkVersionFields(input, version);
      if (!checked.ok) return checked;
      const saved = withVersionFields(version, checked.value, now);
      await r.versions.save(saved);
      await r.audit.append(
        auditEntry(viewer, 'modelVersion.update', { modelId: model.id, modelVersionId: version.id }, now, {
          changed: changedFields(version, saved),
        }),
      );
      return ok(saved);
    });
  }
}
