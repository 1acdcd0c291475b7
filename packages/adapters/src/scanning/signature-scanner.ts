import { createReadStream } from 'node:fs';
import type { Verdict } from './pickle-scanner.js';

export type Signature = { name: string; bytes: Uint8Array };

const ascii = (text: string): Uint8Array => new TextEncoder().encode(text);

/**
 * Known-bad byte patterns. Only the industry test signature ships: this scanner protects no one. The hub scans with
 * clamd (`ClamdScanner`); the demo seed uses this one so its data shows every result without a daemon.
 */
export const DEFAULT_SIGNATURES: Signature[] = [
  {
    name: 'EICAR-Test-File',
    bytes: ascii('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'),
  },
];

/** The demo seed's virus side: streams the file and reports any known signature, wherever it sits. */
export class SignatureScanner {
  readonly #signatures: Signature[];
  readonly #overlap: number;

  constructor(signatures: Signature[] = DEFAULT_SIGNATURES) {
    this.#signatures = signatures;
    this.#overlap = Math.max(0, ...signatures.map((signature) => signature.bytes.length - 1));
  }

  async scan(filePath: string): Promise<Verdict> {
    const found = new Set<string>();
    // Keep the last bytes of the previous chunk so a signature split across chunks is still seen.
    let carry = Buffer.alloc(0);
    for await (const chunk of createReadStream(filePath, { highWaterMark: 1 << 20 })) {
      const window = Buffer.concat([carry, chunk as Buffer]);
      for (const signature of this.#signatures) {
        if (window.indexOf(signature.bytes) >= 0) found.add(signature.name);
      }
      carry = window.subarray(Math.max(0, window.length - this.#overlap));
    }
    return found.size > 0
      ? { result: 'Danger', message: `Found ${[...found].join(', ')}` }
      : { result: 'Success', message: `No known signatures (${this.#signatures.length} checked)` };
  }
}
