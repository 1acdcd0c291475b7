import { stat } from 'node:fs/promises';
import type { VaultDownload } from '@atelier/domain';
import { errors } from '@atelier/domain';
import type { Request, Response } from 'express';
import type { DiskFileStorage } from '../../files/disk-file-storage.js';
import { refuse } from '../refuse.js';
import { sendAttachment } from './send-file.js';
import { writeZip, type ZipEntry, zipSize } from './zip-stream.js';

const DOWNLOAD_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

/** Names unique inside one archive: a second `model.safetensors` becomes `model (2).safetensors`. */
const uniqueNames = (names: readonly string[]): string[] => {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${count})${name.slice(dot)}` : `${name} (${count})`;
  });
};

const sendJson = (res: Response, fileName: string, body: unknown): void => {
  res
    .attachment(fileName)
    .set(DOWNLOAD_HEADERS)
    .type('application/json')
    .send(JSON.stringify(body, null, 2));
};

/**
 * A vault item as a download: its one file as is (with ranges), several files as one stored ZIP, and the
 * images or details as a JSON document.
 */
export const sendVaultDownload = async (
  req: Request,
  res: Response,
  download: VaultDownload,
  context: { id: number; files: DiskFileStorage },
): Promise<void> => {
  if (download.type === 'images') return sendJson(res, `vault-${context.id}-images.json`, download.images);
  if (download.type === 'details') return sendJson(res, `vault-${context.id}-details.json`, download.details);

  const [only, ...others] = download.files;
  if (only !== undefined && others.length === 0) {
    const sent = await sendAttachment(req, res, {
      path: context.files.pathOf(only.storageKey),
      fileName: only.name,
    });
    if (!sent) refuse(res, errors.notFound);
    return;
  }
  const names = uniqueNames(download.files.map((file) => file.name));
  const entries: ZipEntry[] = [];
  for (const [index, file] of download.files.entries()) {
    const path = context.files.pathOf(file.storageKey);
    const info = await stat(path).catch(() => null);
    if (info === null || !info.isFile()) return refuse(res, errors.notFound);
    entries.push({ name: names[index] ?? file.name, path, size: info.size });
  }
  res
    .status(200)
    .attachment(`vault-${context.id}.zip`)
    .set({
      ...DOWNLOAD_HEADERS,
      'Content-Type': 'application/zip',
      'Content-Length': String(zipSize(entries)),
    });
  if (req.method === 'HEAD') return void res.end();
  try {
    await writeZip(res, entries);
    res.end();
  } catch (error) {
    res.destroy(error as Error);
  }
};
