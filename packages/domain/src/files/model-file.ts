export const SCAN_RESULTS = ['Pending', 'Success', 'Danger', 'Error'] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];

export const HASH_TYPES = ['AutoV2', 'SHA256', 'AutoV1', 'CRC32', 'BLAKE3', 'AutoV3'] as const;
export type HashType = (typeof HASH_TYPES)[number];
export const DEFAULT_HASH_TYPE: HashType = 'AutoV2';

export const FILE_TYPES = [
  'Model',
  'Pruned Model',
  'Negative',
  'Config',
  'VAE',
  'Training Data',
  'Archive',
] as const;
export type FileType = (typeof FILE_TYPES)[number];

export type FileMetadata = { format?: string; size?: string; fp?: string };

export type ModelFile = {
  id: number;
  modelVersionId: number;
  type: FileType;
  name: string;
  sizeKB: number;
  visibility: 'Public' | 'Private';
  metadata: FileMetadata;
  hashes: { type: HashType; hash: string }[];
  virusScanResult: ScanResult;
  pickleScanResult: ScanResult;
  virusScanMessage: string | null;
  pickleScanMessage: string | null;
  scannedAt: Date | null;
  /** Where the bytes live in FileStorage. */
  storageKey: string;
};
