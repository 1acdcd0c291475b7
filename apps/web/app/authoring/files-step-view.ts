import type { AppRouter } from '@atelier/adapters';
import { FILE_TYPES, modelPath } from '@atelier/domain';
import type { ActionMenuSectionView, FileView, OptionView } from '@atelier/react-kit';
import type { inferRouterInputs } from '@trpc/server';
import type { ModelPageAnswer, ModelPageView, PageVersion } from '../model/model-types';
import { canDownloadFiles, fileViews } from '../model/panel/file-views';

type Precision = NonNullable<
  NonNullable<inferRouterInputs<AppRouter>['modelFile']['update']['metadata']>['fp']
>;

/** Every precision `modelFile.update` accepts, in the order people think of them (the record keeps it complete). */
const PRECISIONS: Record<Precision, true> = { fp32: true, fp16: true, bf16: true, fp8: true, nf4: true };

export const typeOptions: OptionView[] = FILE_TYPES.map((type) => ({ id: type, label: type }));
export const precisionOptions: OptionView[] = Object.keys(PRECISIONS).map((fp) => ({ id: fp, label: fp }));

export const isPrecision = (value: string | null): value is Precision =>
  value !== null && Object.hasOwn(PRECISIONS, value);

/** What step 2 of the wizard shows: which model and version, its files and where the model page is. */
export type FilesStepView = {
  modelId: number;
  modelName: string;
  versionId: number;
  versionName: string;
  modelHref: string;
  files: FileView[];
  canDownload: boolean;
  /** A file still waits for its scan result. */
  pending: boolean;
};

/**
 * The version the wizard adds files to, or null when the viewer may not manage this version's files, the version is
 * not this model's or is deleted: all of which look like a missing page (hidden equals missing).
 */
export const versionToEdit = (page: ModelPageAnswer, versionId: number): PageVersion | null => {
  if (page.view !== 'model' || !page.viewer.can['model.manageFiles']) return null;
  const version = page.versions.find((candidate) => candidate.id === versionId);
  return version && !version.deletedAt ? version : null;
};

export const filesStepView = (page: ModelPageView, version: PageVersion): FilesStepView => ({
  modelId: page.model.id,
  modelName: page.model.name,
  versionId: version.id,
  versionName: version.name,
  modelHref: `${modelPath(page.model.id, page.model.name)}?modelVersionId=${version.id}`,
  files: fileViews(version),
  canDownload: canDownloadFiles(version),
  pending: hasPendingFiles(version),
});

/** Whether a scan is still to come: the list asks again until every file has its result. */
export const hasPendingFiles = (version: Pick<PageVersion, 'files'> | null): boolean =>
  version?.files.some((file) => file.scan.result === 'Pending') ?? false;

type PageFile = PageVersion['files'][number];

/**
 * The page with a file `modelFile.create` just answered (Pending) added to its version, so it shows at once, before
 * the list is fetched again (by then its scan may already be done).
 */
export const withAddedFile = (page: ModelPageAnswer, versionId: number, file: PageFile): ModelPageAnswer =>
  page.view !== 'model'
    ? page
    : {
        ...page,
        versions: page.versions.map((version) =>
          version.id === versionId && !version.files.some((known) => known.id === file.id)
            ? { ...version, files: [...version.files, file] }
            : version,
        ),
      };

/** How often the list asks while something is Pending. */
export const PENDING_REFETCH_MS = 2_000;

/** Each file's menu on the wizard: change its type or precision, delete it. */
export const fileMenu = (): ActionMenuSectionView[] => [
  {
    id: 'owner',
    items: [
      { id: 'edit', label: 'Change type or precision' },
      { id: 'delete', label: 'Delete file', tone: 'critical' },
    ],
  },
];

export type FileAction = 'edit' | 'delete';
export const isFileAction = (id: string): id is FileAction => id === 'edit' || id === 'delete';
