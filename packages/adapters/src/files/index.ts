export { DiskFileInspector, type UploadPaths } from './disk-file-inspector.js';
export { DiskFileStorage, StorageKeyError } from './disk-file-storage.js';
export { isPytorchArchive, isRawPickle, type SniffedFormat, zipEntryNames } from './format.js';
export {
  AUTOV1_LENGTH,
  AUTOV1_OFFSET,
  AUTOV3_LENGTH,
  FileHasher,
  type FileHashes,
  hashBytes,
  hashEntries,
  hashFile,
} from './hashes.js';
export {
  type FileReport,
  type InspectOptions,
  inspectFile,
  type SniffReport,
  sniffFile,
} from './inspect-file.js';
export { IMAGE_KEY_PREFIX, IMAGE_URL_PREFIX, imageKeyOf, imageUrlOf } from './public-urls.js';
export {
  checkSafetensorsHeader,
  encodeSafetensors,
  readSafetensorsHeader,
  tensorFactsOf,
} from './safetensors.js';
