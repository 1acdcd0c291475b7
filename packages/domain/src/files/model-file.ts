export const SCAN_RESULTS = ['Pending', 'Success', 'Danger', 'Error'] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];

export const HASH_TYPES = ['AutoV2', 'SHA256', 'AutoV1', 'CRC32', 'BLAKE3', 'AutoV3'] as const;
export type HashType = (typeof HASH_TYPES)[number];

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

/**
 * What an upload may be declared as when it begins: one of a version's file types, or an `Image` for a post. The
 * declared type picks the size limit, and an upload becomes only what it was declared as (a model file or an image).
 */
export const UPLOAD_TYPES = [...FILE_TYPES, 'Image'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export type FileMetadata = { format?: string; size?: string; fp?: string };

/** What the bytes are, decided by magic bytes and parsing (never by the file name). */
export const FILE_FORMATS = ['SafeTensor', 'PickleTensor', 'Zip', 'Other'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

/** Facts read from a SafeTensors header: what loading the file costs. */
export type TensorFacts = {
  tensorCount: number;
  parameterCount: number;
  /** Parameters per dtype (`F16`, `BF16`, `F32`, …). */
  dtypes: Record<string, number>;
  /** Bytes of tensor data, as loaded into memory. */
  bytesToLoad: number;
};

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
  /** Read from a SafeTensors header once the file is processed; null for other formats and until then. */
  tensorFacts: TensorFacts | null;
  /** Where the bytes live in FileStorage. */
  storageKey: string;
};
