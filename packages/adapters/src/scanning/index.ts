export { ClamdScanner, type ClamdSettings, type VirusScanningStatus } from './clamd-scanner.js';
export { FileScanner, type VirusScanner } from './file-scanner.js';
export { PickleScanner, type Verdict } from './pickle-scanner.js';
export { DEFAULT_SIGNATURES, type Signature, SignatureScanner } from './signature-scanner.js';
