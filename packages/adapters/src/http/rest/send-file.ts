import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { httpErrors } from '../http-errors.js';
import { refuse } from '../refuse.js';
import { parseRange } from './byte-range.js';

export type Attachment = {
  /** Absolute path of the bytes. */
  path: string;
  /** The name the browser or `curl -OJ` saves it under. */
  fileName: string;
  /**
   * A strong validator of the content (its recorded SHA256), so a resume never splices two different files;
   * without one, size and modification time stand in.
   */
  etag?: string;
};

/**
 * The name as printable ASCII, accents dropped and anything else (or a quote or backslash) as `_`: naive parsers
 * glue RFC 5987's `filename*=` part onto the name, so the quoted `filename` is the only one sent.
 */
export const asciiFileName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');

/** The If-Range precondition: resume only when the client's copy is of this exact content. */
const rangeStillValid = (req: Request, etag: string): boolean => {
  const ifRange = req.get('if-range');
  return ifRange === undefined || ifRange === etag;
};

/**
 * Sends a stored file as a download: `Content-Disposition: attachment`, `no-store`, `nosniff`, and byte
 * ranges (206, or 416 when nothing of the range exists) so interrupted downloads resume. HEAD gets the headers.
 * Returns false when the file is missing on disk.
 */
export const sendAttachment = async (req: Request, res: Response, file: Attachment): Promise<boolean> => {
  const info = await stat(file.path).catch(() => null);
  if (info === null || !info.isFile()) return false;
  const size = info.size;
  const etag = file.etag ?? `"${size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;

  const range = rangeStillValid(req, etag) ? parseRange(req.get('range'), size) : null;
  if (range === 'unsatisfiable') {
    res.set('Content-Range', `bytes */${size}`);
    refuse(res, httpErrors.rangeNotSatisfiable);
    return true;
  }
  res.set({
    'Content-Disposition': `attachment; filename="${asciiFileName(file.fileName)}"`,
    'Content-Type': 'application/octet-stream',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
  });
  const { start, end } = range ?? { start: 0, end: size - 1 };
  res.status(range ? 206 : 200);
  if (range) res.set('Content-Range', `bytes ${start}-${end}/${size}`);
  res.set('Content-Length', String(Math.max(end - start + 1, 0)));
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return true;
  }
  await pipeline(createReadStream(file.path, { start, end }), res).catch((error: NodeJS.ErrnoException) => {
    // A client that stops reading (a paused download) is not a server error.
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  });
  return true;
};
