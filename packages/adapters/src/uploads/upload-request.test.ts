import { describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_MAX_BYTES } from '../config/config.js';
import { uploadMetadata } from '../http/testing/uploads.js';
import { declaredUpload, formatBytes } from './upload-request.js';

const declare = (length: string | undefined, metadata: Record<string, string>, deferLength?: string) =>
  declaredUpload({ length, deferLength, metadata: uploadMetadata(metadata) }, DEFAULT_UPLOAD_MAX_BYTES);

describe('declaredUpload', () => {
  it('reads the size, type and name a creation declares', () => {
    expect(declare('1024', { type: 'Training Data', filename: ' set.zip ' })).toEqual({
      ok: true,
      value: { type: 'Training Data', filename: 'set.zip', size: 1024 },
    });
  });

  it('refuses a missing, deferred, zero or unreadable length', () => {
    const metadata = { type: 'Model', filename: 'a.safetensors' };
    for (const [length, defer] of [
      [undefined, undefined],
      [undefined, '1'],
      ['0', undefined],
      ['1e3', undefined],
    ])
      expect(declare(length, metadata, defer)).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });

  it('refuses an unknown type and a name with a path in it', () => {
    expect(declare('10', { type: 'Checkpoint', filename: 'a' })).toMatchObject({ ok: false });
    expect(declare('10', { type: 'Model', filename: '../a' })).toMatchObject({ ok: false });
    expect(declare('10', { type: 'Model', filename: 'a'.repeat(256) })).toMatchObject({ ok: false });
  });

  it("refuses a size over the type's limit, naming the limit", () => {
    expect(declare(String(10 * 1024 ** 2 + 1), { type: 'Config', filename: 'c.yaml' })).toEqual({
      ok: false,
      error: {
        code: 'UPLOAD.TOO_LARGE',
        message: 'This file is too large: a Config file can be at most 10 MB.',
      },
    });
  });
});

describe('formatBytes', () => {
  it('writes sizes in binary units, with at most one decimal', () => {
    expect([300, 2048, 1.5 * 1024 ** 3, 20 * 1024 ** 3, 1234567].map(formatBytes)).toEqual([
      '300 bytes',
      '2 KB',
      '1.5 GB',
      '20 GB',
      '1.2 MB',
    ]);
  });
});
