import { seesEverything } from '../models/visibility.js';
import type { Access } from '../ports/early-access.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { DownloadRefusal } from './download-decision.js';
import { downloadDecision } from './download-decision.js';
import type { ModelFile } from './model-file.js';

export type ServedFile = { file: ModelFile; storageKey: string };

const NO_ACCESS: Access = { download: false, generation: false };

/** Which of the version's files a route serves, given whether the viewer may see private ones. */
type FilePicker = (files: ModelFile[], includePrivate: boolean) => ModelFile | undefined;

/**
 * The download flow both download routes share: load the version, let the route pick the file, apply the
 * download rule, then record the download.
 */
export const serveDownload = async (
  deps: Pick<Deps, 'uow' | 'clock' | 'flags'>,
  viewer: Viewer,
  versionId: number,
  pick: FilePicker,
): Promise<Result<ServedFile, DownloadRefusal>> => {
  const now = deps.clock.now();
  const loaded = await deps.uow.read(async (r) => {
    const version = await r.versions.ofId(versionId);
    const model = version && (await r.models.ofId(version.modelId));
    if (!version || !model) return null;
    const files = await r.files.ofVersion(version.id);
    const access = viewer === null ? NO_ACCESS : await r.earlyAccessPurchases.accessOf(viewer.id, version.id);
    return { version, model, files, access };
  });
  if (loaded === null) return fail(errors.notFound);
  const { version, model, files, access } = loaded;

  const decision = downloadDecision({
    model,
    version,
    file: pick(files, seesEverything(viewer, model, now)),
    viewer,
    access,
    flags: { earlyAccessModel: deps.flags.isOn('earlyAccessModel') },
    now,
  });
  if (!decision.ok) return decision;
  const file = decision.value;

  return deps.uow.run(async (r) => {
    await r.downloads.record({
      userId: viewer?.id ?? null,
      modelVersionId: version.id,
      fileId: file.id,
      at: now,
    });
    return ok({ file, storageKey: file.storageKey });
  });
};
