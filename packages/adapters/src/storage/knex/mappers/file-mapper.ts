import type { FileType, HashType, ModelFile, New, ScanResult } from '@atelier/domain';
import { type Dialect, readNullable, writeJson } from '../dialect.js';
import type { FileHashRow, FileRow } from '../rows/file-row.js';

export const toFile = (
  row: FileRow,
  hashes: Pick<FileHashRow, 'type' | 'hash'>[],
  d: Dialect,
): ModelFile => ({
  id: row.id,
  modelVersionId: row.model_version_id,
  type: row.type as FileType,
  name: row.name,
  sizeKB: row.size_kb,
  visibility: row.visibility as ModelFile['visibility'],
  metadata: d.readJson(row.metadata),
  hashes: hashes.map((hash) => ({ type: hash.type as HashType, hash: hash.hash })),
  virusScanResult: row.virus_scan_result as ScanResult,
  pickleScanResult: row.pickle_scan_result as ScanResult,
  virusScanMessage: row.virus_scan_message,
  pickleScanMessage: row.pickle_scan_message,
  scannedAt: readNullable(row.scanned_at, d.readDate),
  tensorFacts: row.tensor_facts === null ? null : d.readJson(row.tensor_facts),
  storageKey: row.storage_key,
});

/** The file's own row; hashes go to `model_file_hashes`. */
export const fileRow = (file: New<ModelFile>): Omit<FileRow, 'id'> => ({
  model_version_id: file.modelVersionId,
  type: file.type,
  name: file.name,
  size_kb: file.sizeKB,
  visibility: file.visibility,
  metadata: writeJson(file.metadata),
  virus_scan_result: file.virusScanResult,
  pickle_scan_result: file.pickleScanResult,
  virus_scan_message: file.virusScanMessage,
  pickle_scan_message: file.pickleScanMessage,
  scanned_at: file.scannedAt,
  tensor_facts: file.tensorFacts === null ? null : writeJson(file.tensorFacts),
  storage_key: file.storageKey,
});

export const fileHashRows = (fileId: number, hashes: ModelFile['hashes']): FileHashRow[] =>
  hashes.map((hash, position) => ({ file_id: fileId, type: hash.type, hash: hash.hash, position }));
