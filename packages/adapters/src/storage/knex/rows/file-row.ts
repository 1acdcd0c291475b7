import type { DbBigint, DbDate, DbJson } from './columns.js';

export type FileRow = {
  id: number;
  model_version_id: number;
  type: string;
  name: string;
  size_kb: number;
  visibility: string;
  metadata: DbJson;
  virus_scan_result: string;
  pickle_scan_result: string;
  virus_scan_message: string | null;
  pickle_scan_message: string | null;
  scanned_at: DbDate | null;
  tensor_facts: DbJson | null;
  storage_key: string;
};

/** The columns of `FileRow`, in the order a version's JSON files (`VersionDetailsRow.files_json`) hold them. */
export const FILE_COLUMNS = [
  'id',
  'model_version_id',
  'type',
  'name',
  'size_kb',
  'visibility',
  'metadata',
  'virus_scan_result',
  'pickle_scan_result',
  'virus_scan_message',
  'pickle_scan_message',
  'scanned_at',
  'tensor_facts',
  'storage_key',
] as const satisfies readonly (keyof FileRow)[];

export type FileHashRow = { file_id: number; type: string; hash: string; position: number };

/** A file row read with its hashes in order, as a JSON array of `[type, hash]` (`Dialect.jsonRows`). */
export type FileWithHashesRow = FileRow & { hashes_json: DbJson };

/**
 * A version's details (`ModelFiles.detailsOfVersions`): its live reviews' totals, its likes, and its files as JSON
 * rows of `FILE_COLUMNS` values followed by the file's hashes as `[[type, hash], …]`.
 */
export type VersionDetailsRow = {
  model_version_id: number;
  up: DbBigint;
  down: DbBigint;
  likes: DbBigint;
  files_json: DbJson;
};
