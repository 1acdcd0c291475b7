import type { FileMetadata, FileType, ModelFile, ScanResult } from '../../files/model-file.js';
import type { ModelVersion } from '../../models/model-version.js';
import type { New } from '../../ports/new.js';
import { Builder, nextSequence, type Patch, required } from './builder.js';

type Parents = { modelVersionId?: number };

/** A deterministic fake SHA256 (64 hex digits) made from a seed with FNV-1a; not a real digest. */
export const fakeSha256 = (seed: string): string => {
  let out = '';
  for (let round = 0; round < 8; round++) {
    let hash = 0x811c9dc5;
    for (const char of `${round}:${seed}`) {
      hash ^= char.charCodeAt(0);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    out += hash.toString(16).padStart(8, '0');
  }
  return out.toUpperCase();
};

export class FileBuilder extends Builder<New<ModelFile>, Parents> {
  protected make(parents: Parents, patches: readonly Patch<New<ModelFile>>[]): this {
    return new FileBuilder(this.seq, parents, patches) as this;
  }

  protected defaults(now: Date): New<ModelFile> {
    const sha256 = fakeSha256(`file-${this.seq}`);
    return {
      modelVersionId: required(this.parents.modelVersionId, 'aFile() needs .of(version) before build()'),
      type: 'Model',
      name: `model-${this.seq}.safetensors`,
      sizeKB: 147_000,
      visibility: 'Public',
      metadata: { format: 'SafeTensor', size: 'pruned', fp: 'fp16' },
      // AutoV2 is the first ten hex digits of the SHA256, as hubs compute it.
      hashes: [
        { type: 'AutoV2', hash: sha256.slice(0, 10) },
        { type: 'SHA256', hash: sha256 },
      ],
      virusScanResult: 'Success',
      pickleScanResult: 'Success',
      virusScanMessage: null,
      pickleScanMessage: null,
      scannedAt: now,
      tensorFacts: null,
      storageKey: `files/${this.seq}/model-${this.seq}.safetensors`,
    };
  }

  get modelVersionId(): number | undefined {
    return this.parents.modelVersionId;
  }

  of(version: Pick<ModelVersion, 'id'>): this {
    return this.withParents({ modelVersionId: version.id });
  }

  named(name: string): this {
    return this.and((f) => {
      f.name = name;
    });
  }

  type(type: FileType): this {
    return this.and((f) => {
      f.type = type;
    });
  }

  /** Replaces the metadata (keys left out are absent). */
  metadata(metadata: FileMetadata): this {
    return this.and((f) => {
      f.metadata = { ...metadata };
    });
  }

  sized(sizeKB: number): this {
    return this.and((f) => {
      f.sizeKB = sizeKB;
    });
  }

  private(): this {
    return this.and((f) => {
      f.visibility = 'Private';
    });
  }

  /** Scan results; `scannedAt` is cleared while both are still Pending. */
  scanned(virus: ScanResult, pickle: ScanResult, messages: { virus?: string; pickle?: string } = {}): this {
    return this.and((f, now) => {
      f.virusScanResult = virus;
      f.pickleScanResult = pickle;
      f.virusScanMessage = messages.virus ?? null;
      f.pickleScanMessage = messages.pickle ?? null;
      f.scannedAt = virus === 'Pending' && pickle === 'Pending' ? null : now;
    });
  }
}

/** A public Model-type SafeTensor pruned fp16 file, clean on both scans, with fake AutoV2/SHA256 hashes. */
export const aFile = (): FileBuilder => new FileBuilder(nextSequence(), {});
