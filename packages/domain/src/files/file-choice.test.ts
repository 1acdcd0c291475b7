import { describe, expect, it } from 'vitest';
import { chooseDownloadFile } from './file-choice.js';
import type { FileMetadata, FileType } from './model-file.js';

const file = (
  id: number,
  type: FileType,
  metadata: FileMetadata,
  visibility: 'Public' | 'Private' = 'Public',
) => ({
  id,
  type,
  metadata,
  visibility,
});

const fp16 = file(1, 'Model', { format: 'SafeTensor', size: 'pruned', fp: 'fp16' });
const fp32 = file(2, 'Model', { format: 'SafeTensor', size: 'full', fp: 'fp32' });
const pickle = file(3, 'Model', { format: 'PickleTensor', size: 'pruned', fp: 'fp16' });
const vae = file(4, 'VAE', { format: 'SafeTensor' });
const training = file(5, 'Training Data', {});
const secret = file(6, 'Model', { format: 'SafeTensor', size: 'pruned', fp: 'fp16' }, 'Private');
const files = [fp32, pickle, vae, training, fp16];

const choose = (request: object, includePrivate = false, preference?: object) =>
  chooseDownloadFile([secret, ...files], request, { includePrivate, preference: preference ?? null })?.id;

describe('chooseDownloadFile', () => {
  it('picks a file by id', () => {
    expect(choose({ fileId: 4 })).toBe(4);
    expect(choose({ fileId: 99 })).toBeUndefined();
  });

  it('picks the best file matching the given type and metadata', () => {
    expect(choose({ type: 'VAE' })).toBe(4);
    expect(choose({ type: 'Model', format: 'PickleTensor' })).toBe(3);
    expect(choose({ fp: 'fp32' })).toBe(2);
    expect(choose({ type: 'Training Data' })).toBe(5);
    expect(choose({ type: 'Config' })).toBeUndefined();
  });

  it("otherwise picks the best model file by the viewer's preference, the default one for anonymous", () => {
    expect(choose({})).toBe(1);
    expect(choose({}, false, { format: 'SafeTensor', size: 'full', fp: 'fp32' })).toBe(2);
  });

  it('never picks training data unless asked for it', () => {
    expect(chooseDownloadFile([training], {}, { includePrivate: false })).toBeUndefined();
  });

  it('hides private files unless the viewer may see them', () => {
    expect(choose({ fileId: 6 })).toBeUndefined();
    expect(choose({ fileId: 6 }, true)).toBe(6);
    expect(chooseDownloadFile([secret, fp32], {}, { includePrivate: true })?.id).toBe(6);
  });
});
