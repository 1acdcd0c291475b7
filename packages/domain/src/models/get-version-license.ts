import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { LicensePermissions } from './license.js';
import type { Model } from './model.js';
import { isVersionVisible, modelPageAccess } from './visibility.js';

type VersionLicense = {
  model: Pick<Model, 'id' | 'name' | 'licenses'> & LicensePermissions;
  version: { id: number; name: string };
};

/**
 * `modelVersion.getLicense`: what the license page of a version shows — its model's licenses and permissions.
 * Found only where the model page itself would show this version; anything else is not found, like a missing id.
 */
export class GetVersionLicense {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<VersionLicense>> {
    const now = this.deps.clock.now();
    return this.deps.uow.read(async (r) => {
      const version = await r.versions.ofId(input.id);
      const model = version && (await r.models.ofId(version.modelId));
      if (!version || !model) return fail(errors.notFound);
      const shown =
        modelPageAccess(viewer, model, now).kind === 'page' && isVersionVisible(version, viewer, model, now);
      if (!shown) return fail(errors.notFound);
      const {
        id,
        name,
        licenses,
        allowNoCredit,
        allowCommercialUse,
        allowDerivatives,
        allowDifferentLicense,
        sfwOnly,
      } = model;
      return ok({
        model: {
          id,
          name,
          licenses,
          allowNoCredit,
          allowCommercialUse,
          allowDerivatives,
          allowDifferentLicense,
          sfwOnly,
        },
        version: { id: version.id, name: version.name },
      });
    });
  }
}
