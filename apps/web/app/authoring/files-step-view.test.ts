import { ACTIONS, type Action } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import type { ModelPageAnswer, ModelPageView, PageVersion } from '../model/model-types';
import {
  fileMenu,
  filesStepView,
  hasPendingFiles,
  isPrecision,
  precisionOptions,
  typeOptions,
  versionToEdit,
  withAddedFile,
} from './files-step-view';

type PageFile = PageVersion['files'][number];

const aFile = (over: Partial<PageFile> = {}): PageFile =>
  ({
    id: 7,
    type: 'Model',
    name: 'w.safetensors',
    sizeKB: 1,
    metadata: { format: 'SafeTensor' },
    scan: {
      result: 'Pending',
      verified: false,
      message: "This file hasn't been scanned yet, check back soon.",
    },
    virusScanMessage: null,
    pickleScanMessage: null,
    scannedAt: null,
    tensorFacts: null,
    ...over,
  }) as PageFile;

const aVersion = (over: Partial<PageVersion> = {}): PageVersion =>
  ({ id: 11, name: 'v0.1', deletedAt: null, files: [], downloadRefusal: null, ...over }) as PageVersion;

const aPage = (can: Action[], versions: PageVersion[] = [aVersion()]): ModelPageView =>
  ({
    view: 'model',
    model: { id: 20, name: 'Draft In Progress' },
    versions,
    viewer: { can: Object.fromEntries(ACTIONS.map((action) => [action, can.includes(action)])) },
  }) as ModelPageView;

describe('versionToEdit', () => {
  it('gives the version to whoever may manage its files (the owner, a moderator)', () => {
    expect(versionToEdit(aPage(['model.manageFiles']), 11)?.id).toBe(11);
  });

  it('hides it from anyone else, exactly like a missing one', () => {
    expect(versionToEdit(aPage(['model.view']), 11)).toBeNull();
    expect(versionToEdit({ view: 'removed' } as unknown as ModelPageAnswer, 11)).toBeNull();
  });

  it("is missing when the version is another model's or deleted", () => {
    expect(versionToEdit(aPage(['model.manageFiles']), 12)).toBeNull();
    const deleted = aPage(['model.manageFiles'], [aVersion({ deletedAt: new Date() })]);
    expect(versionToEdit(deleted, 11)).toBeNull();
  });
});

describe('filesStepView', () => {
  it('names the model and version and links back to the model page on that version', () => {
    const version = aVersion({ files: [aFile()] });
    const view = filesStepView(aPage(['model.manageFiles'], [version]), version);
    expect(view).toMatchObject({
      modelName: 'Draft In Progress',
      versionName: 'v0.1',
      modelHref: '/models/20/draft-in-progress?modelVersionId=11',
      canDownload: true,
      pending: true,
    });
    expect(view.files).toEqual([
      expect.objectContaining({ id: 7, label: 'Model', fileName: 'w.safetensors', scan: expect.anything() }),
    ]);
  });
});

describe('hasPendingFiles', () => {
  it('keeps asking while any scan is Pending, and stops once all have results', () => {
    const done = aFile({
      id: 8,
      scan: { result: 'Error', verified: false, message: 'x' } as PageFile['scan'],
    });
    expect(hasPendingFiles(aVersion({ files: [done, aFile()] }))).toBe(true);
    expect(hasPendingFiles(aVersion({ files: [done] }))).toBe(false);
    expect(hasPendingFiles(aVersion())).toBe(false);
    expect(hasPendingFiles(null)).toBe(false);
  });
});

describe('options and menu', () => {
  it('offer every file type and every precision the server accepts', () => {
    expect(typeOptions.map((option) => option.id)).toEqual([
      'Model',
      'Pruned Model',
      'Negative',
      'Config',
      'VAE',
      'Training Data',
      'Archive',
    ]);
    expect(precisionOptions.map((option) => option.id)).toEqual(['fp32', 'fp16', 'bf16', 'fp8', 'nf4']);
    expect(isPrecision('fp16')).toBe(true);
    expect(isPrecision('fp64')).toBe(false);
    expect(isPrecision(null)).toBe(false);
  });

  it('lets the owner change a file or delete it', () => {
    expect(fileMenu().flatMap((section) => section.items.map((item) => item.id))).toEqual(['edit', 'delete']);
  });
});

describe('withAddedFile', () => {
  it('shows a file the server just created on its version, once', () => {
    const page = aPage(['model.manageFiles'], [aVersion(), aVersion({ id: 12 })]);
    const added = withAddedFile(page, 11, aFile()) as ModelPageView;
    expect(added.versions.map((version) => version.files.length)).toEqual([1, 0]);
    expect((withAddedFile(added, 11, aFile()) as ModelPageView).versions[0]?.files).toHaveLength(1);
  });
});
