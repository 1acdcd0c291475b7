import type { FileInspection } from '../ports/services.js';
import { errors } from '../shared/errors.js';
import { type DomainError, fail, ok, type Result } from '../shared/result.js';
import { FILE_FORMATS, type FileFormat, type FileType } from './model-file.js';

/** The formats each file type may have; the format is read from the bytes, never from the name. */
const FORMATS_OF_TYPE: Record<FileType, readonly FileFormat[]> = {
  // Checkpoints and adapters come as SafeTensors or pickles; GGUF, ONNX and the like are Other; Diffusers as a ZIP.
  Model: FILE_FORMATS,
  'Pruned Model': FILE_FORMATS,
  Negative: ['SafeTensor', 'PickleTensor'],
  VAE: ['SafeTensor', 'PickleTensor'],
  Config: ['Other'],
  'Training Data': ['Zip'],
  Archive: ['Zip'],
};

const FORMAT_NAMES: Record<FileFormat, string> = {
  SafeTensor: 'a SafeTensors file',
  PickleTensor: 'a pickle (PyTorch) file',
  Zip: 'a ZIP archive',
  Other: 'not a SafeTensors, pickle or ZIP file',
};

/**
 * Checks what the bytes are against what the uploader says they are: a SafeTensors file whose header does not
 * parse, a declared format the bytes do not have, or a format the file type does not allow is refused.
 */
export const checkFileFormat = (
  type: FileType,
  declaredFormat: string | undefined,
  sniffed: Pick<FileInspection, 'format' | 'problem'>,
): Result<FileFormat, DomainError<'FILE.WRONG_FORMAT'>> => {
  if (sniffed.problem !== null) return fail(errors.fileNotWhatItClaims(sniffed.problem));
  if (declaredFormat !== undefined && declaredFormat !== sniffed.format) {
    return fail(
      errors.fileNotWhatItClaims(
        `it was declared ${declaredFormat} but it is ${FORMAT_NAMES[sniffed.format]}`,
      ),
    );
  }
  const allowed = FORMATS_OF_TYPE[type];
  if (!allowed.includes(sniffed.format)) {
    const expected = allowed.map((format) => FORMAT_NAMES[format]).join(' or ');
    return fail(
      errors.fileNotWhatItClaims(
        `${/^[AEIOU]/.test(type) ? 'an' : 'a'} ${type} file must be ${expected}, and it is ${FORMAT_NAMES[sniffed.format]}`,
      ),
    );
  }
  return ok(sniffed.format);
};

/** A name safe to show and to offer as a download name: no folders, no control characters, at most 255 long. */
export const cleanFileName = (name: string): string => {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean === '' || clean === '.' || clean === '..' ? 'file' : clean).slice(0, 255);
};
