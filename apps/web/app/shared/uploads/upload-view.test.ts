import { errors } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { chosenFile, uploadFailure, uploadIdOf, uploadProgress } from './upload-view';

const refusedWith = (body: string) => ({ originalResponse: { getBody: () => body } });

describe('uploadProgress and chosenFile', () => {
  it("give bytes in the kit's unit, KB", () => {
    expect(uploadProgress(3072, 4096)).toEqual({ sentKB: 3, totalKB: 4 });
    expect(chosenFile({ name: 'w.safetensors', size: 2048 })).toEqual({ name: 'w.safetensors', sizeKB: 2 });
  });
});

describe('uploadFailure', () => {
  it("shows the server's catalogue message as it sent it (413, quota)", () => {
    const refusal = errors.uploadTooLarge('Config', '1 MB');
    expect(uploadFailure(refusedWith(JSON.stringify(refusal)))).toBe(refusal.message);
  });

  it("falls back to the catalogue's generic text without an answer of the API's", () => {
    const generic = errors.generic.message;
    expect(uploadFailure(refusedWith('<html>Bad gateway</html>'))).toBe(generic);
    expect(uploadFailure(new Error('tus: failed to upload chunk'))).toBe(generic);
    expect(uploadFailure(null)).toBe(generic);
  });
});

describe('uploadIdOf', () => {
  it('takes the id from the upload URL the server handed out', () => {
    expect(uploadIdOf('http://localhost/api/uploads/0123456789abcdef0123456789abcdef')).toBe(
      '0123456789abcdef0123456789abcdef',
    );
  });
});
