export { FileScanner } from './file-scanner.js';
export { PickleScanner, type Verdict } from './pickle-scanner.js';
export { DEFAULT_SIGNATURES, type Signature, SignatureScanner } from './signature-scanner.js';
