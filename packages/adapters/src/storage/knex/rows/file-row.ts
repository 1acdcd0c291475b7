import type { DbDate, DbJson } from './columns.js';

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

export type FileHashRow = { file_id: number; type: string; hash: string; position: number };

/** A file row read with its hashes in order, as a JSON array of `[type, hash]` (`Dialect.jsonRows`). */
export type FileWithHashesRow = FileRow & { hashes_json: DbJson };
