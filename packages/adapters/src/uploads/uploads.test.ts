import { readdir, readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { aUser } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config/config.js';
import { sessionCookieOf } from '../http/testing/api-client.js';
import { startHub } from '../http/testing/hub-process.js';
import { useTestServer } from '../http/testing/test-server.js';
import { tusClient, uploadFile, uploadMetadata } from '../http/testing/uploads.js';
import { databases } from '../storage/knex/testing/databases.js';
import { KnexUploads } from './knex-uploads.js';
import { createUploadBytes } from './upload-bytes.js';

const GB = 1024 ** 3;

const bytesOf = (length: number, seed = 7): Uint8Array =>
  Uint8Array.from({ length }, (_, index) => (index * 31 + seed) % 251);

const uploadDirOf = (config: Config) => config.uploads.dir;

const storedIds = async (config: Config): Promise<string[]> =>
  (await readdir(uploadDirOf(config)).catch(() => [] as string[])).filter((name) => !name.endsWith('.json'));

describe.each(databases)('resumable uploads at /api/uploads on $name', (database) => {
  const server = useTestServer(database);
  const tus = () => tusClient(server().url);
  /** The uploads store over the test server's database, directories and clock, as its container builds it. */
  const uploads = (): KnexUploads => {
    const { knex, clock, files, config } = server();
    return new KnexUploads({
      knex,
      clock,
      bytes: createUploadBytes(config.uploads),
      files,
      expiryHours: config.uploads.expiryHours,
    });
  };

  it('takes an upload in chunks, records it complete, and keeps exactly the bytes sent', async () => {
    const { auth, user } = await server().signedIn();
    const bytes = bytesOf(100_000);
    const created = await tus().create(bytes.length, auth, {
      type: 'Model',
      filename: 'my model.safetensors',
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/api/uploads/${created.id}`);
    const id = created.id as string;

    let offset = 0;
    for (const size of [30_000, 30_000, 40_000]) {
      const patched = await tus().patch(id, offset, bytes.subarray(offset, offset + size), auth);
      expect(patched.status).toBe(204);
      offset += size;
      expect(patched.offset).toBe(offset);
    }

    const head = await tus().head(id, auth);
    expect(head.status).toBe(200);
    expect(head.offset).toBe(bytes.length);
    expect(head.headers.get('upload-length')).toBe(String(bytes.length));
    const row = await server().knex('uploads').where({ id }).first();
    expect(row).toMatchObject({ user_id: user.id, filename: 'my model.safetensors', file_type: 'Model' });
    expect(new Uint8Array(await readFile(path.join(uploadDirOf(server().config), id)))).toEqual(bytes);
  });

  it('resumes after a restart: HEAD on the new server gives the offset, PATCH finishes the upload', async () => {
    const { auth } = await server().signedIn();
    const bytes = bytesOf(64_000, 3);
    const before = await startHub(server());
    const id = (await tusClient(before.url).create(bytes.length, auth)).id as string;
    expect((await tusClient(before.url).patch(id, 0, bytes.subarray(0, 25_000), auth)).offset).toBe(25_000);
    await before.close();

    const after = await startHub(server());
    try {
      const head = await tusClient(after.url).head(id, auth);
      expect(head).toMatchObject({ status: 200, offset: 25_000 });
      const rest = await tusClient(after.url).patch(id, 25_000, bytes.subarray(25_000), auth);
      expect(rest).toMatchObject({ status: 204, offset: bytes.length });
      expect(await after.uploads.ofId(id)).toMatchObject({ offset: bytes.length, complete: true });
      expect(new Uint8Array(await readFile(path.join(uploadDirOf(server().config), id)))).toEqual(bytes);
    } finally {
      await after.close();
    }
  });

  it('keeps what a PATCH cut off mid-way brought, and resumes from there', async () => {
    const { auth } = await server().signedIn();
    const bytes = bytesOf(200_000, 5);
    const id = (await tus().create(bytes.length, auth)).id as string;
    const request = http.request(`${server().url}/api/uploads/${id}`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${auth.apiKey}`,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes.length),
      },
    });
    const cut = new Promise<void>((done) => request.on('error', () => done()));
    await new Promise<void>((written) => request.write(bytes.subarray(0, 80_000), () => written()));
    // Cut the request once the server has the bytes on disk, not after a guessed delay.
    const stored = path.join(uploadDirOf(server().config), id);
    await expect.poll(async () => (await stat(stored).catch(() => null))?.size).toBe(80_000);
    request.destroy();
    await cut;
    await expect.poll(async () => (await uploads().ofId(id))?.offset).toBe(80_000);
    expect((await tus().head(id, auth)).offset).toBe(80_000);
    expect(await tus().patch(id, 80_000, bytes.subarray(80_000), auth)).toMatchObject({
      offset: bytes.length,
    });
    expect(await uploads().ofId(id)).toMatchObject({ complete: true });
  });

  it('refuses anonymous requests with the sign-in message, and stores nothing', async () => {
    const { auth } = await server().signedIn();
    const id = (await tus().create(10, auth)).id as string;
    const created = await tus().create(10);
    expect(created.status).toBe(401);
    expect(created.refusal).toEqual({
      code: 'AUTH.SIGN_IN_REQUIRED',
      message: 'Please sign in to continue.',
      action: 'signIn',
    });
    expect((await tus().head(id)).status).toBe(401);
    expect((await tus().patch(id, 0, bytesOf(10))).status).toBe(401);
    expect(Number((await server().knex('uploads').count({ n: '*' }))[0]?.n)).toBe(1);
  });

  it("answers someone else's upload exactly like a missing one (404), and leaves it alone", async () => {
    const owner = await server().signedIn(aUser().named('owner'));
    const other = await server().signedIn(aUser().named('other'));
    const id = (await tus().create(10, owner.auth)).id as string;
    await tus().patch(id, 0, bytesOf(4), owner.auth);

    const missing = await tus().patch('0'.repeat(32), 0, bytesOf(6), other.auth);
    for (const answer of [
      await tus().head(id, other.auth),
      await tus().patch(id, 4, bytesOf(6), other.auth),
      await tus().remove(id, other.auth),
    ])
      expect(answer.status).toBe(404);
    expect((await tus().patch(id, 4, bytesOf(6), other.auth)).refusal).toEqual(missing.refusal);
    expect((await tus().head(id, owner.auth)).offset).toBe(4);
  });

  it('takes the API key as ?token= too, for clients that cannot set headers', async () => {
    const { auth } = await server().signedIn();
    const inQuery = { ...auth, apiKeyInQuery: true };
    const id = (await tus().create(6, inQuery)).id as string;
    expect(await tus().patch(id, 0, bytesOf(6), inQuery)).toMatchObject({ status: 204, offset: 6 });
    expect(await tus().head(id, inQuery)).toMatchObject({ status: 200, offset: 6 });
  });

  it('signs browsers in by cookie with the CSRF header, like every other mutation', async () => {
    const signUp = await fetch(`${server().url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'browser', password: 'analytical engine' }),
    });
    const cookie = sessionCookieOf(signUp.headers) as string;
    const withoutHeader = await tus().create(10, { cookie, csrf: false });
    expect(withoutHeader.status).toBe(403);
    expect(withoutHeader.refusal?.code).toBe('AUTH.CSRF');
    const created = await tus().create(10, { cookie });
    expect(created.status).toBe(201);
    expect((await tus().patch(created.id as string, 0, bytesOf(10), { cookie })).status).toBe(204);
  });

  it('grants no CORS to other origins: a cross-site page cannot send the CSRF header', async () => {
    const preflight = await fetch(`${server().url}/api/uploads`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://elsewhere.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-atelier-csrf, tus-resumable',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('tus-version')).toBe('1.0.0');
  });

  it("refuses an upload over its type's limit with 413 before storing anything", async () => {
    const { auth } = await server().signedIn();
    const before = await storedIds(server().config);
    const tooBig = await tus().create(20 * GB + 1, auth, { type: 'Model', filename: 'huge.safetensors' });
    expect(tooBig.status).toBe(413);
    expect(tooBig.refusal).toEqual({
      code: 'UPLOAD.TOO_LARGE',
      message: 'This file is too large: a Model file can be at most 20 GB.',
      action: null,
    });
    const negative = await tus().create(101 * 1024 ** 2, auth, {
      type: 'Negative',
      filename: 'embedding.pt',
    });
    expect(negative.refusal?.message).toBe('This file is too large: a Negative file can be at most 100 MB.');
    expect(await server().knex('uploads').select('id')).toEqual([]);
    expect(await storedIds(server().config)).toEqual(before);
  });

  it('refuses an upload past the per-user quota with 413; deleting an upload frees its share', async () => {
    const { auth } = await server().signedIn();
    const other = await server().signedIn(aUser().named('neighbour'));
    const first = await tus().create(20 * GB, auth);
    expect((await tus().create(20 * GB, auth)).status).toBe(201);
    const over = await tus().create(10 * GB + 1, auth, { type: 'Archive', filename: 'set.zip' });
    expect(over.status).toBe(413);
    expect(over.refusal).toMatchObject({
      code: 'UPLOAD.QUOTA_EXCEEDED',
      message: 'Uploads not yet added to a model can take up at most 50 GB. Add or cancel some first.',
    });
    expect((await tus().create(10 * GB, other.auth)).status).toBe(201);
    const racing = await Promise.all([1, 2, 3].map(() => tus().create(20 * GB, other.auth)));
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 201, 413]);

    expect((await tus().remove(first.id as string, auth)).status).toBe(204);
    expect(await server().knex('uploads').where({ id: first.id }).first()).toBeUndefined();
    expect(await storedIds(server().config)).not.toContain(first.id);
    expect((await tus().create(20 * GB, auth)).status).toBe(201);
  });

  it('refuses creations without a declared length or file type (400), and writes while the site is read-only (503)', async () => {
    const { auth } = await server().signedIn();
    expect((await tus().create(null, auth)).refusal?.message).toBe(
      'Send Upload-Length: an upload declares its size when it is created.',
    );
    const untyped = await tus().create(10, auth, { filename: 'x.bin' });
    expect(untyped.status).toBe(400);
    expect(untyped.refusal?.message).toMatch(
      /^Declare the file's type in Upload-Metadata: type is one of Model/,
    );
    expect((await tus().create(10, auth, { type: 'Model' })).status).toBe(400);

    const withoutTus = await fetch(`${server().url}/api/uploads`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${auth.apiKey}`,
        'upload-length': '10',
        'upload-metadata': uploadMetadata({ type: 'Model', filename: 'x.safetensors' }),
      },
    });
    expect(withoutTus.status).toBe(412);
    await expect.poll(() => server().knex('uploads').select('id')).toEqual([]);

    const id = (await tus().create(10, auth)).id as string;
    server().flags.canWrite = false;
    expect((await tus().create(10, auth)).status).toBe(503);
    expect((await tus().patch(id, 0, bytesOf(10), auth)).refusal?.code).toBe('FEATURE.READ_ONLY');
    expect((await tus().head(id, auth)).status).toBe(200);
    expect(await server().knex('uploads').select('id')).toEqual([{ id }]);
  });

  it('gives the test helper a complete upload, owned by the signed-in user', async () => {
    const { auth, user } = await server().signedIn();
    const id = await uploadFile(server(), auth, bytesOf(1000), { type: 'VAE', filename: 'vae.pt' });
    const hub = await startHub(server());
    try {
      expect(await hub.uploads.ofId(id)).toEqual({
        id,
        userId: user.id,
        filename: 'vae.pt',
        type: 'VAE',
        size: 1000,
        offset: 1000,
        complete: true,
      });
    } finally {
      await hub.close();
    }
  });

  it('claims a complete upload once: the bytes move into the file store and the upload is gone', async () => {
    const { auth } = await server().signedIn();
    const bytes = bytesOf(5000, 11);
    const id = await uploadFile(server(), auth, bytes);
    const unfinished = (await tus().create(10, auth)).id as string;

    const claims = await Promise.all([
      uploads().claim(id, 'models/1/model.safetensors'),
      uploads().claim(id, 'models/2/model.safetensors'),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    const key = claims[0] ? 'models/1/model.safetensors' : 'models/2/model.safetensors';
    expect(await server().files.read(key)).toEqual(bytes);
    expect(await uploads().claim(id, 'models/3/model.safetensors')).toBe(false);
    expect(await uploads().ofId(id)).toBeNull();
    expect(await storedIds(server().config)).not.toContain(id);
    expect((await tus().head(id, auth)).status).toBe(404);

    expect(await uploads().claim(unfinished, 'models/4/model.safetensors')).toBe(false);
    expect(await server().files.size('models/4/model.safetensors')).toBeNull();
  });

  it('sweeps uploads left unwritten and unclaimed past the expiry, with their bytes, and keeps the others', async () => {
    const { auth } = await server().signedIn();
    const abandoned = (await tus().create(10, auth)).id as string;
    await tus().patch(abandoned, 0, bytesOf(3), auth);
    const unclaimed = await uploadFile(server(), auth, bytesOf(10));
    server().clock.set(new Date(server().clock.now().getTime() + 20 * 3_600_000));
    const active = (await tus().create(10, auth)).id as string;
    await tus().patch(active, 0, bytesOf(3), auth);

    server().clock.set(new Date(server().clock.now().getTime() + 5 * 3_600_000));
    expect(await uploads().sweep()).toBe(2);
    expect(await uploads().ofId(abandoned)).toBeNull();
    expect(await uploads().ofId(unclaimed)).toBeNull();
    expect(await storedIds(server().config)).not.toContain(abandoned);
    expect(await storedIds(server().config)).not.toContain(unclaimed);
    expect((await tus().head(abandoned, auth)).status).toBe(404);
    expect((await tus().head(active, auth)).offset).toBe(3);
    expect(await uploads().sweep()).toBe(0);
  });
});
