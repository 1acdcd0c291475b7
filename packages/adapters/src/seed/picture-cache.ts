import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type PlannedPicture, renderPicture } from './artwork/artwork.js';
import type { Encoded } from './artwork/encode.js';

/** Everything `renderPicture` reads, so equal keys render equal bytes. */
const keyOf = (picture: PlannedPicture): string =>
  createHash('sha256')
    .update(JSON.stringify([picture.drawing, picture.format, picture.parameters]))
    .digest('hex');

/** Written whole, then renamed: a seed beside this one never reads half a file. */
const writeWhole = async (file: string, data: Uint8Array | string): Promise<void> => {
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, data);
  await rename(partial, file);
};

/**
 * The picture's bytes and BlurHash: from `folder` when a seed drew the same plan before, else drawn and kept there.
 * With no folder, always drawn.
 */
export async function renderThroughCache(picture: PlannedPicture, folder: string | null): Promise<Encoded> {
  if (folder === null) return renderPicture(picture);
  const stem = path.join(folder, keyOf(picture));
  // The BlurHash is written last: when it is there, the bytes are too.
  const hash = await readFile(`${stem}.blurhash`, 'utf8').catch(() => null);
  if (hash !== null) return { bytes: await readFile(`${stem}.${picture.format}`), hash };
  const encoded = await renderPicture(picture);
  await mkdir(folder, { recursive: true });
  await writeWhole(`${stem}.${picture.format}`, encoded.bytes);
  await writeWhole(`${stem}.blurhash`, encoded.hash);
  return encoded;
}
