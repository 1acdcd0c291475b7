import type { Scanner, ScanReport } from '@atelier/domain';
import type { DiskFileStorage } from '../files/disk-file-storage.js';
import { PickleScanner, type Verdict } from './pickle-scanner.js';

/** The virus side: `ClamdScanner` in the hub; the demo seed passes `SignatureScanner` so it needs no daemon. */
export type VirusScanner = { scan(filePath: string): Promise<Verdict> };

const failed = (error: unknown): Verdict => ({
  result: 'Error',
  message: `The scan failed: ${error instanceof Error ? error.message : String(error)}`,
});

/** The Scanner port: a virus scan and a pickle scan of one stored file; a failure of either is an Error result. */
export class FileScanner implements Scanner {
  constructor(
    private readonly storage: DiskFileStorage,
    private readonly virus: VirusScanner,
    private readonly pickle: PickleScanner = new PickleScanner(),
  ) {}

  async scan(storageKey: string): Promise<ScanReport> {
    const filePath = this.storage.pathOf(storageKey);
    if ((await this.storage.size(storageKey)) === null) {
      const missing: Verdict = { result: 'Error', message: 'The file is missing from storage' };
      return this.#report(missing, missing);
    }
    const [virus, pickle] = await Promise.all([
      this.virus.scan(filePath).catch(failed),
      this.pickle.scan(filePath).catch(failed),
    ]);
    return this.#report(virus, pickle);
  }

  #report(virus: Verdict, pickle: Verdict): ScanReport {
    return {
      virusScanResult: virus.result,
      virusScanMessage: virus.message,
      pickleScanResult: pickle.result,
      pickleScanMessage: pickle.message,
    };
  }
}
