import { open } from 'node:fs/promises';
import path from 'node:path';
import type { ScanResult } from '@atelier/domain';
import { looksLikeSafetensors, readSafetensorsHeader } from '../files/safetensors.js';
import { PickleFormatError, readPickleImports } from './pickle-opcodes.js';
import { isZip, listZipEntries, readZipEntry, ZipFormatError } from './zip-entries.js';

export type Verdict = { result: ScanResult; message: string };

/** Extensions whose files are expected to be pickles (or PyTorch ZIPs of pickles). */
export const PICKLE_EXTENSIONS = new Set(['.pt', '.pth', '.ckpt', '.bin', '.pkl', '.pickle']);

/** Python 3's `builtins` and Python 2's `__builtin__` expose the same dangerous names. */
const DANGEROUS_BUILTINS = [
  'eval',
  'exec',
  'execfile',
  'compile',
  'open',
  'getattr',
  'setattr',
  'delattr',
  'apply',
  '__import__',
  'breakpoint',
  'input',
  'globals',
  'locals',
  'vars',
];

/**
 * Imports that let a pickle run code or touch the system when loaded. A module listed with `*` is dangerous in
 * every name; the rest list the dangerous names only (after picklescan's list).
 */
const DANGEROUS: Record<string, '*' | string[]> = {
  builtins: DANGEROUS_BUILTINS,
  __builtin__: DANGEROUS_BUILTINS,
  os: '*',
  posix: '*',
  nt: '*',
  subprocess: '*',
  sys: '*',
  socket: '*',
  shutil: '*',
  runpy: '*',
  pty: '*',
  commands: '*',
  webbrowser: '*',
  ctypes: '*',
  importlib: '*',
  marshal: '*',
  code: '*',
  pickle: '*',
  _pickle: '*',
  dill: '*',
  bdb: '*',
  pdb: '*',
  asyncio: '*',
  httplib: '*',
  'http.client': '*',
  'requests.api': '*',
  'aiohttp.client': '*',
  operator: ['attrgetter', 'methodcaller'],
  types: ['CodeType', 'FunctionType'],
  'torch.serialization': ['load'],
  'numpy.testing._private.utils': ['runstring'],
};

export const isDangerousImport = (qualified: string): boolean => {
  for (const [module, names] of Object.entries(DANGEROUS)) {
    if (!qualified.startsWith(`${module}.`)) continue;
    const name = qualified.slice(module.length + 1);
    if (names === '*' || names.includes(name)) return true;
  }
  return false;
};

/** How much pickle data the scanner reads; real checkpoints keep their pickles small and tensors elsewhere. */
const MAX_PICKLE_BYTES = 64 * 1024 * 1024;

/** Every pickle in a raw stream: legacy `torch.save` writes several back to back, then raw tensor bytes. */
function importsOfPickleStream(bytes: Uint8Array): { globals: string[]; unresolved: number } {
  const globals: string[] = [];
  let unresolved = 0;
  let position = 0;
  do {
    const pickle = readPickleImports(bytes, position);
    globals.push(...pickle.globals);
    unresolved += pickle.unresolved;
    position = pickle.end;
  } while (position < bytes.length && bytes[position] === 0x80);
  return { globals, unresolved };
}

function verdictOf(found: { globals: string[]; unresolved: number }): Verdict {
  const dangerous = [...new Set(found.globals.filter(isDangerousImport))];
  if (dangerous.length > 0)
    return { result: 'Danger', message: `Dangerous import detected: ${dangerous.join(', ')}` };
  if (found.unresolved > 0) {
    return {
      result: 'Danger',
      message: 'The pickle builds an import from computed names, which hides what it loads',
    };
  }
  const imports = [...new Set(found.globals)];
  return {
    result: 'Success',
    message: imports.length > 0 ? `No dangerous imports. Imports: ${imports.join(', ')}` : 'No imports found',
  };
}

/** Looks inside pickle-based model files for imports that would run code when loaded; never unpickles. */
export class PickleScanner {
  async scan(filePath: string): Promise<Verdict> {
    const extension = path.extname(filePath).toLowerCase();
    const handle = await open(filePath, 'r');
    try {
      const { size } = await handle.stat();
      const prefix = new Uint8Array(Math.min(size, 16));
      await handle.read(prefix, 0, prefix.length, 0);

      if (extension === '.safetensors' || looksLikeSafetensors(prefix)) {
        const header = await readSafetensorsHeader(filePath);
        return header.ok
          ? { result: 'Success', message: 'SafeTensors file: the header is valid and it holds no pickle' }
          : { result: 'Error', message: `Not a valid SafeTensors file: ${header.reason}` };
      }
      if (isZip(prefix)) {
        const pickles = (await listZipEntries(handle, size)).filter((entry) => entry.name.endsWith('.pkl'));
        if (pickles.length === 0) return { result: 'Success', message: 'The archive holds no pickle files' };
        const found = { globals: [] as string[], unresolved: 0 };
        for (const entry of pickles) {
          const imports = importsOfPickleStream(await readZipEntry(handle, entry, MAX_PICKLE_BYTES));
          found.globals.push(...imports.globals);
          found.unresolved += imports.unresolved;
        }
        return verdictOf(found);
      }
      if (prefix[0] === 0x80 || PICKLE_EXTENSIONS.has(extension)) {
        const bytes = new Uint8Array(Math.min(size, MAX_PICKLE_BYTES));
        await handle.read(bytes, 0, bytes.length, 0);
        return verdictOf(importsOfPickleStream(bytes));
      }
      return { result: 'Success', message: 'Not a pickle file' };
    } catch (error) {
      if (error instanceof PickleFormatError || error instanceof ZipFormatError) {
        return { result: 'Error', message: `Could not read the file as a pickle: ${error.message}` };
      }
      throw error;
    } finally {
      await handle.close();
    }
  }
}
