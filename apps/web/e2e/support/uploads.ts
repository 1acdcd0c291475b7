import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';

/**
 * A real SafeTensors file of one 2×64 F16 tensor (128 parameters, 328 bytes): the header's length (8 bytes,
 * little-endian), its JSON padded with spaces to a multiple of 8, then the 256 bytes of data.
 */
export function smallSafetensors(): Buffer {
  const json = JSON.stringify({ w: { dtype: 'F16', shape: [2, 64], data_offsets: [0, 256] } });
  const header = Buffer.from(json.padEnd(Math.ceil(json.length / 8) * 8, ' '));
  const length = Buffer.alloc(8);
  length.writeBigUInt64LE(BigInt(header.length));
  return Buffer.concat([length, header, Buffer.alloc(256, 0x3c)]);
}

const pngChunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A real PNG of `width`×`height` (8-bit RGB, four coloured quarters: a few hundred bytes, so a few chunks even at the
 * journeys' 32-byte chunk size), written by hand so the journeys need no image library:
 * the signature, IHDR, one IDAT of deflated scanlines (each led by filter byte 0), IEND.
 */
export function pngImage(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter method, no interlace
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++)
      rows.set([x < width / 2 ? 200 : 40, y < height / 2 ? 120 : 220, 160], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A gate a routed request waits at until the journey opens it. */
export function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** Every tus request the page sends to `/api/uploads`, in order, with its method and Upload-Offset. */
export function watchUploads(page: Page) {
  const seen: { method: string; offset: number | null }[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/uploads')) return;
    const offset = request.headers()['upload-offset'];
    seen.push({ method: request.method(), offset: offset === undefined ? null : Number(offset) });
  });
  return seen;
}

/**
 * Holds the page's `model.getById` calls until the returned function is called: the files list is fetched again
 * right after a file is added, and the scan job may be done by then, so a journey that must see the file as the
 * server created it (Pending) holds those answers until it has.
 */
export async function holdModelAnswers(page: Page): Promise<() => void> {
  const held = gate();
  await page.route(/\/api\/trpc\/[^?]*model\.getById/, async (route) => {
    await held.opened;
    await route.continue();
  });
  return held.open;
}

/**
 * The tus requests since a reload went on with the upload from the server's offset: a HEAD first, then a PATCH past
 * zero, and one creation (POST) in all.
 */
export function expectResumedAfterReload(
  uploads: ReturnType<typeof watchUploads>,
  beforeReload: number,
): void {
  const afterReload = uploads.slice(beforeReload);
  expect(afterReload[0]?.method).toBe('HEAD');
  expect(afterReload.find((request) => request.method === 'PATCH')?.offset).toBeGreaterThan(0);
  expect(uploads.filter((request) => request.method === 'POST')).toHaveLength(1);
}
