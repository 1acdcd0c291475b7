import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { GallerySettings } from './gallery.js';

/** `model.getGallerySettings`: anyone who can see the model reads them, since they shape its public gallery. */
export class GetGallerySettings {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<GallerySettings>> {
    const now = this.deps.clock.now();
    return this.deps.uow.read(async (repositories) => {
      const model = await loadAuthorizedModel(repositories, 'model.view', viewer, input.id, now);
      if (!model.ok) return model;
      return ok(await repositories.gallerySettings.of(input.id));
    });
  }
}
