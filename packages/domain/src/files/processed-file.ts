import type { FileInspection, ScanReport } from '../ports/services.js';
import { HASH_TYPES, type ModelFile } from './model-file.js';

const KB = 1024;

/**
 * A file once its bytes have been read: the hashes, size and tensor facts from the inspection (kept as they were
 * when the bytes are missing) and both scan results, at `now`.
 */
export const processedFile = (
  file: ModelFile,
  inspection: FileInspection | null,
  report: ScanReport,
  now: Date,
): ModelFile => {
  const scanned: ModelFile = { ...file, ...report, scannedAt: now };
  if (inspection === null) return scanned;
  const order = (type: (typeof HASH_TYPES)[number]) => HASH_TYPES.indexOf(type);
  return {
    ...scanned,
    hashes: [...inspection.hashes].sort((a, b) => order(a.type) - order(b.type)),
    sizeKB: Math.round((inspection.sizeBytes / KB) * 1000) / 1000,
    tensorFacts: inspection.tensorFacts,
  };
};

/** The AutoV2 hash a file shows, if it has one (a rescan records when it changes). */
export const autoV2Of = (file: Pick<ModelFile, 'hashes'>): string | null =>
  file.hashes.find((hash) => hash.type === 'AutoV2')?.hash ?? null;
