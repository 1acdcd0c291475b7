import { createHash } from 'node:crypto';
import { modelFields, versionFields } from '@atelier/domain/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSafetensors } from '../files/safetensors.js';
import { clamdAvailable, startTestClamd, type TestClamd } from '../scanning/testing/test-clamd.js';
import { databases } from '../storage/knex/testing/databases.js';
import { type Auth, apiClient, sessionCookieOf } from './testing/api-client.js';
import { expectOk } from './testing/expectations.js';
import { startHub } from './testing/hub-process.js';
import { useTestServer } from './testing/test-server.js';
import { tusClient } from './testing/uploads.js';

/**
 * Issue 14's acceptance at the API: what a creator's browser does, as plain HTTP. A fresh sign-up creates a model
 * and its version, uploads a SafeTensors file in chunks across a restart, waits for its scans, adds a showcase
 * image to a post, publishes; then an anonymous visitor downloads the file and gets the very bytes uploaded.
 */

const KB = 1024;

/** ~200 KB of deterministic tensor bytes. */
const safetensorsFile = (): Uint8Array =>
  encodeSafetensors(
    [
      {
        name: 'lora_up.weight',
        dtype: 'F16',
        shape: [100, 1024],
        data: Uint8Array.from({ length: 100 * 1024 * 2 }, (_, i) => (i * 97 + 13) % 251),
      },
    ],
    { format: 'pt' },
  );

/** A real 96×64 PNG: a gradient, so it decodes to something and not a single colour. */
const pngImage = async (): Promise<Uint8Array> => {
  const width = 96;
  const height = 64;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    pixels[i * 3] = (i % width) * 2;
    pixels[i * 3 + 1] = Math.floor(i / width) * 3;
    pixels[i * 3 + 2] = 128;
  }
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  );
};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').toUpperCase();

describe.skipIf(!clamdAvailable()).each(databases)(
  'a new creator publishes, on $name (skipped without /usr/sbin/clamd)',
  (database) => {
    let clamd: TestClamd | undefined;
    beforeAll(async () => {
      clamd = await startTestClamd({ streamMaxLength: '16M' });
    });
    afterAll(async () => {
      await clamd?.stop();
    });
    const server = useTestServer(database, { clamd: () => clamd?.socket ?? '' });

    it('signs up, creates a model and version, uploads a file and an image, publishes; anyone downloads the same bytes', async () => {
      const first = await startHub(server());
      const api = apiClient(first.url);

      // A fresh sign-up: the session cookie is all the browser has.
      const signUp = await api.mutation('auth.signUp', {
        username: 'new_creator',
        password: 'lantern-orchard-basalt-42',
      });
      expect(signUp.ok).toBe(true);
      const cookie = sessionCookieOf(signUp.headers);
      expect(cookie).not.toBeNull();
      const auth: Auth = { cookie: cookie ?? '' };

      const model = expectOk(
        await api.mutation<{ id: number; status: string }>(
          'model.upsert',
          modelFields({
            name: 'Lumen',
            description: '<p>Soft <strong>light</strong>.</p><script>alert(1)</script>',
          }),
          auth,
        ),
      );
      expect(model.status).toBe('Draft');
      const version = expectOk(
        await api.mutation<{ id: number; modelId: number }>(
          'modelVersion.upsert',
          { modelId: model.id, ...versionFields({ name: 'v1', baseModel: 'SDXL 1.0' }) },
          auth,
        ),
      );
      expect(version.modelId).toBe(model.id);

      // The model file in 64 KB chunks, with the hub restarted half-way.
      const bytes = safetensorsFile();
      const half = 2 * 64 * KB;
      const tus = tusClient(first.url);
      const created = await tus.create(bytes.length, auth, { type: 'Model', filename: 'lumen.safetensors' });
      expect(created.status).toBe(201);
      const uploadId = created.id ?? '';
      for (let offset = 0; offset < half; offset += 64 * KB) {
        expect(
          (await tus.patch(uploadId, offset, bytes.subarray(offset, offset + 64 * KB), auth)).offset,
        ).toBe(offset + 64 * KB);
      }
      await first.close();

      const hub = await startHub(server());
      try {
        const again = apiClient(hub.url);
        const resumed = tusClient(hub.url);
        expect((await resumed.head(uploadId, auth)).offset).toBe(half);
        for (let offset = half; offset < bytes.length; offset += 64 * KB) {
          const chunk = bytes.subarray(offset, offset + 64 * KB);
          expect((await resumed.patch(uploadId, offset, chunk, auth)).offset).toBe(offset + chunk.length);
        }
        const file = expectOk(
          await again.mutation<{ id: number }>(
            'modelFile.create',
            { modelVersionId: version.id, uploadId, type: 'Model' },
            auth,
          ),
        );

        // Publishing waits for the scans.
        const tooSoon = await again.mutation(
          'model.publish',
          { id: model.id, versionIds: [version.id] },
          auth,
        );
        expect(tooSoon.ok).toBe(false);

        // The showcase image: its own upload, decoded by the hub, on a post of the version.
        const image = await pngImage();
        const imageUpload = await resumed.create(image.length, auth, {
          type: 'Image',
          filename: 'cover.png',
        });
        expect(imageUpload.status).toBe(201);
        expect((await resumed.patch(imageUpload.id ?? '', 0, image, auth)).offset).toBe(image.length);
        const post = expectOk(
          await again.mutation<{ id: number }>('post.create', { modelVersionId: version.id }, auth),
        );
        const added = expectOk(
          await again.mutation<{ url: string; width: number; height: number }>(
            'post.addImage',
            { postId: post.id, uploadId: imageUpload.id },
            auth,
          ),
        );
        expect(added).toMatchObject({ width: 96, height: 64 });

        await hub.drainJobs();
        expect(await server().world.repos.files.ofId(file.id)).toMatchObject({
          virusScanResult: 'Success',
          pickleScanResult: 'Success',
          tensorFacts: { tensorCount: 1, parameterCount: 100 * 1024 },
        });
        expectOk(await again.mutation('model.publish', { id: model.id, versionIds: [version.id] }, auth));

        // Anyone now: the page, the image and the file.
        const page = expectOk(
          await again.query<{ view: string; model: { status: string; description: string } }>(
            'model.getById',
            {
              id: model.id,
            },
          ),
        );
        expect(page).toMatchObject({ view: 'model', model: { status: 'Published' } });
        expect(page.model.description).not.toContain('<script');
        const shown = await fetch(`${hub.url}${added.url}`);
        expect(shown.status).toBe(200);
        expect((await sharp(Buffer.from(await shown.arrayBuffer())).metadata()).width).toBe(96);
        const download = await fetch(`${hub.url}/api/download/models/${version.id}?fileId=${file.id}`);
        expect(download.status).toBe(200);
        expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(bytes));
      } finally {
        await hub.close();
      }
    });
  },
);
