/** Spec §4: Pending, Success, Danger, Error; the one that wins across the two scans is the domain's rule. */
export type ScanResult = 'Pending' | 'Success' | 'Danger' | 'Error';

export interface ScanView {
  result: ScanResult;
  /** "Verified" (Success) or "Unverified" (otherwise). */
  verdict: string;
  /** The spec's scan text, e.g. "This file appears to be safe." */
  message: string;
  /** Extra lines, e.g. the virus and pickle scanners' own messages. */
  details?: { label: string; text: string }[];
  /** e.g. "Scanned Mar 3, 2025". */
  scannedText?: string;
}

/** One downloadable file variant. */
export interface FileVariantView {
  id: number;
  /** e.g. "Model", "Pruned Model", "VAE", "Training Data". */
  label: string;
  fileName?: string;
  sizeKB: number;
  /** e.g. "SafeTensor", "PickleTensor". */
  format?: string;
  /** e.g. "fp16". */
  fp?: string;
  /** Built by the caller from version id, file type and metadata. */
  href: string;
}

/** What loading a SafeTensors file costs, read from its header; worded by the caller. */
export interface TensorFactsView {
  /** e.g. "2.6B". */
  parameters: string;
  /** e.g. "F16" or "F16 92% · F32 8%". */
  dtypes: string;
  /** Bytes of tensor data, in KB. */
  loadKB: number;
}

export interface FileView extends FileVariantView {
  scan: ScanView;
  /** Shown under the badges once the file has been read. */
  tensorFacts?: TensorFactsView;
}

export interface HashView {
  /** e.g. "AutoV2", "SHA256", "CRC32", "BLAKE3". */
  type: string;
  hash: string;
}

/** One line of the license permissions, already worded by the caller. */
export interface PermissionView {
  key: string;
  /** e.g. "Sell generated images", "Use without crediting me". */
  label: string;
  allowed: boolean;
}
