export { DiskFileStorage, StorageKeyError } from './disk-file-storage.js';
export { AUTOV1_LENGTH, AUTOV1_OFFSET, FileHasher, type FileHashes, hashBytes, hashFile } from './hashes.js';
export { IMAGE_KEY_PREFIX, IMAGE_URL_PREFIX, imageKeyOf, imageUrlOf } from './public-urls.js';
export { checkSafetensorsHeader, encodeSafetensors, readSafetensorsHeader } from './safetensors.js';
