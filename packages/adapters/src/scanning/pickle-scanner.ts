import { open } from 'node:fs/promises';
import path from 'node:path';
import type { ScanResult } from '@atelier/domain';
import { type HeaderCheck, looksLikeSafetensors, readSafetensorsHeader } from '../files/safetensors.js';
import { type ByteSource, fileSource } from './byte-source.js';
import { isAllowedImport } from './pickle-allow-list.js';
import { type StreamFindings, walkPickleStream } from './pickle-stream.js';
import { isZip, listZipEntries, readZipEntry, ZipFormatError } from './zip-entries.js';

export type Verdict = { result: ScanResult; message: string };

/** How much of a pickle the scanner reads; real checkpoints keep their pickles small and tensors elsewhere. */
export const MAX_PICKLE_BYTES = 64 * 1024 * 1024;
/** The first read of a file or entry: enough for most pickles, and for telling a non-pickle apart at once. */
const FIRST_READ_BYTES = 64 * 1024;
/** How much of a ZIP entry not named `*.pkl` is read to see whether it is a pickle that imports something. */
const ENTRY_PROBE_BYTES = 4096;
/** Names listed in a Danger message before "and N more". */
const NAMES_SHOWN = 8;

type Part = { entry?: string; findings: StreamFindings };

/**
 * Walks one stream (the file, or a ZIP entry): a first read, then, if a pickle goes on past it, everything up to
 * MAX_PICKLE_BYTES. A pickle still going on after that is an Error: what follows could import anything.
 */
async function findingsOf(
  read: (limit: number) => Promise<Uint8Array>,
  totalSize: number,
  kind: 'pickle' | 'probe',
): Promise<StreamFindings> {
  const options = { totalSize, protoCommits: kind === 'pickle' };
  const first = walkPickleStream(
    await read(kind === 'pickle' ? FIRST_READ_BYTES : ENTRY_PROBE_BYTES),
    options,
  );
  // Nothing unpickles a tensor or text entry: it counts only if it looks like a payload, an import and a call.
  const payload =
    (first.imports.length > 0 || first.computedImports > 0) && (first.calls > 0 || first.completePickles > 0);
  if (kind === 'probe' && !payload) {
    return {
      ...first,
      imports: [],
      computedImports: 0,
      isPickle: false,
      needsMore: false,
      failure: undefined,
    };
  }
  if (!first.needsMore) return first;
  const whole = walkPickleStream(await read(MAX_PICKLE_BYTES), options);
  if (!whole.needsMore) return whole;
  return {
    ...whole,
    isPickle: true,
    failure: `The pickle is larger than the ${MAX_PICKLE_BYTES / 1024 / 1024} MiB the scanner reads`,
  };
}

/** `*.pkl` entries are read as pickles; any other entry (tensors, text, images…) is probed for a pickle payload. */
async function archiveParts(source: ByteSource): Promise<Part[]> {
  const parts: Part[] = [];
  for (const entry of await listZipEntries(source)) {
    const kind = entry.name.endsWith('.pkl') ? 'pickle' : 'probe';
    const findings = await findingsOf((limit) => readZipEntry(source, entry, limit), entry.size, kind);
    parts.push({ entry: entry.name, findings });
  }
  return parts;
}

const listed = (names: string[]): string =>
  names.length > NAMES_SHOWN
    ? `${names.slice(0, NAMES_SHOWN).join(', ')} and ${names.length - NAMES_SHOWN} more`
    : names.join(', ');

/** Default-deny: any import off the allow-list, or one that cannot be known, is Danger; unreadable is Error. */
export function verdictOf(parts: Part[], notAPickle: string): Verdict {
  const imports = [...new Set(parts.flatMap((part) => part.findings.imports))];
  const denied = imports.filter((name) => !isAllowedImport(name));
  const computed = parts.some((part) => part.findings.computedImports > 0);
  if (denied.length > 0) {
    const hidden = computed ? '; and an import from computed names' : '';
    return { result: 'Danger', message: `Dangerous import detected: ${listed(denied)}${hidden}` };
  }
  if (computed) {
    return {
      result: 'Danger',
      message: 'The pickle builds an import from computed names, which hides what it loads',
    };
  }
  const broken = parts.find((part) => part.findings.failure !== undefined);
  if (broken) {
    const where = broken.entry === undefined ? '' : ` in ${broken.entry}`;
    return { result: 'Error', message: `Could not read the pickle${where}: ${broken.findings.failure}` };
  }
  if (!parts.some((part) => part.findings.isPickle)) return { result: 'Success', message: notAPickle };
  return {
    result: 'Success',
    message: imports.length > 0 ? `No dangerous imports. Imports: ${listed(imports)}` : 'No imports found',
  };
}

/**
 * The pickle scan of any bytes, decided by content, never by name: SafeTensors by its header, a ZIP by its local
 * header (as `torch.load` decides), anything else walked as a stream of pickles from byte 0.
 */
export async function scanPickleSource(
  source: ByteSource,
  fileName: string,
  checkSafetensors: () => Promise<HeaderCheck>,
): Promise<Verdict> {
  try {
    const prefix = await source.read(0, 16);
    if (looksLikeSafetensors(prefix)) {
      const header = await checkSafetensors();
      return header.ok
        ? { result: 'Success', message: 'SafeTensors file: the header is valid and it holds no pickle' }
        : { result: 'Error', message: `Not a valid SafeTensors file: ${header.reason}` };
    }
    if (isZip(prefix)) return verdictOf(await archiveParts(source), 'The archive holds no pickle files');
    const findings = await findingsOf(
      (limit) => source.read(0, Math.min(limit, source.size)),
      source.size,
      'pickle',
    );
    const verdict = verdictOf([{ findings }], 'Not a pickle file');
    // A name only ever makes the verdict stricter: a `.safetensors` that is neither format cannot be trusted.
    if (!findings.isPickle && path.extname(fileName).toLowerCase() === '.safetensors') {
      const header = await checkSafetensors();
      if (!header.ok) return { result: 'Error', message: `Not a valid SafeTensors file: ${header.reason}` };
    }
    return verdict;
  } catch (error) {
    if (error instanceof ZipFormatError) {
      return { result: 'Error', message: `Could not read the archive: ${error.message}` };
    }
    throw error;
  }
}

/** Looks inside pickle-based model files for imports that would run code when loaded; never unpickles. */
export class PickleScanner {
  async scan(filePath: string): Promise<Verdict> {
    const handle = await open(filePath, 'r');
    try {
      const { size } = await handle.stat();
      return await scanPickleSource(fileSource(handle, size), filePath, () =>
        readSafetensorsHeader(filePath),
      );
    } finally {
      await handle.close();
    }
  }
}
