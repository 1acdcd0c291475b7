import type { ModelVersion, User } from '@atelier/domain';
import { aFile, aModel, aUser, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../../storage/knex/testing/databases.js';
import { download, publishedVersion, sha256, storedFile } from '../testing/downloads.js';
import { useTestServer } from '../testing/test-server.js';

const expectRefusal = async (response: Response, status: number, code: string, action: string | null) => {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toMatchObject({ code, action, message: expect.any(String) });
};

describe.each(databases)('downloads on $name', (database) => {
  const server = useTestServer(database);

  describe('/api/download/models/:versionId', () => {
    it('serves the best file for the viewer’s preferences, byte for byte, as an attachment', async () => {
      const version = await publishedVersion(server());
      await storedFile(
        server(),
        aFile()
          .of(version)
          .named('full.safetensors')
          .metadata({ format: 'SafeTensor', size: 'full', fp: 'fp32' }),
      );
      const best = await storedFile(server(), aFile().of(version).named('pruned.safetensors'));

      const response = await download(server(), `models/${version.id}`);
      expect(response.status).toBe(200);
      const body = new Uint8Array(await response.arrayBuffer());
      expect(sha256(body)).toBe(best.file.hashes.find((hash) => hash.type === 'SHA256')?.hash);
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="pruned.safetensors"');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-type')).toBe('application/octet-stream');
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(response.headers.get('content-length')).toBe(String(best.bytes.length));
    });

    it('picks a file by its metadata or id when asked', async () => {
      const version = await publishedVersion(server());
      const full = await storedFile(
        server(),
        aFile()
          .of(version)
          .named('full.safetensors')
          .metadata({ format: 'SafeTensor', size: 'full', fp: 'fp32' }),
      );
      await storedFile(server(), aFile().of(version).named('pruned.safetensors'));

      const bySize = await download(server(), `models/${version.id}?size=full&fp=fp32`);
      expect(bySize.headers.get('content-disposition')).toContain('full.safetensors');
      const byId = await download(server(), `models/${version.id}?fileId=${full.file.id}`);
      expect(sha256(new Uint8Array(await byId.arrayBuffer()))).toBe(sha256(full.bytes));
    });

    it('answers a Range with 206 and exactly those bytes, and resumes only the same content (If-Range)', async () => {
      const version = await publishedVersion(server());
      const { bytes } = await storedFile(server(), aFile().of(version));

      const partial = await download(server(), `models/${version.id}`, {
        headers: { range: 'bytes=1000-1999' },
      });
      expect(partial.status).toBe(206);
      expect(partial.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`);
      expect(Buffer.from(await partial.arrayBuffer())).toEqual(bytes.subarray(1000, 2000));

      const etag = partial.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"sha256-[0-9a-f]{64}"$/);
      const resumed = await download(server(), `models/${version.id}`, {
        headers: { range: 'bytes=60000-', 'if-range': etag },
      });
      expect(resumed.status).toBe(206);
      expect(Buffer.from(await resumed.arrayBuffer())).toEqual(bytes.subarray(60000));

      const changed = await download(server(), `models/${version.id}`, {
        headers: { range: 'bytes=60000-', 'if-range': '"sha256-something-else"' },
      });
      expect(changed.status).toBe(200);
      expect((await changed.arrayBuffer()).byteLength).toBe(bytes.length);

      const beyond = await download(server(), `models/${version.id}`, {
        headers: { range: `bytes=${bytes.length}-` },
      });
      expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
      await expectRefusal(beyond, 416, 'RANGE_NOT_SATISFIABLE', null);
    });

    it('answers HEAD with the headers and no body', async () => {
      const version = await publishedVersion(server());
      const { bytes } = await storedFile(server(), aFile().of(version));
      const head = await download(server(), `models/${version.id}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(bytes.length));
      expect((await head.arrayBuffer()).byteLength).toBe(0);
    });

    it('records a download, which is what later allows a review', async () => {
      const { user, auth } = await server().signedIn();
      const version = await publishedVersion(server());
      await storedFile(server(), aFile().of(version));
      expect(await server().world.repos.downloads.hasDownloaded(user.id, version.id)).toBe(false);
      const response = await download(server(), `models/${version.id}`, { apiKey: auth.apiKey });
      await response.arrayBuffer();
      expect(await server().world.repos.downloads.hasDownloaded(user.id, version.id)).toBe(true);
    });

    it('accepts the API key as ?token= and refuses unknown query parameters and malformed ids', async () => {
      const { auth } = await server().signedIn(aUser().member());
      const version = await publishedVersion(
        server(),
        undefined,
        aVersion().published().with({ canDownload: false }),
      );
      await storedFile(server(), aFile().of(version));
      const byToken = await download(server(), `models/${version.id}?token=${auth.apiKey}`);
      expect(byToken.status).toBe(200);
      await byToken.arrayBuffer();

      await expectRefusal(
        await download(server(), `models/${version.id}?colour=red`),
        400,
        'INVALID_INPUT',
        null,
      );
      await expectRefusal(
        await download(server(), `models/${version.id}?fileId=abc`),
        400,
        'INVALID_INPUT',
        null,
      );
      await expectRefusal(await download(server(), 'models/abc'), 404, 'NOT_FOUND', null);
    });

    it('reads path ids strictly: hex, decimal points, exponents and leading zeros answer like a missing id', async () => {
      const version = await publishedVersion(server());
      await storedFile(server(), aFile().of(version));
      const missing = await download(server(), 'models/999999999');
      expect(missing.status).toBe(404);
      const missingBody = await missing.json();
      const id = version.id;
      for (const disguised of [`0x${id.toString(16)}`, `${id}.0`, `${id}e0`, `0${id}`, `+${id}`, `${id}%20`])
        for (const route of ['models', 'training-data', 'vault']) {
          const answer = await download(server(), `${route}/${disguised}`);
          expect(answer.status, `${route}/${disguised}`).toBe(404);
          expect(await answer.json()).toEqual(missingBody);
        }
      // Past the integer columns' range: a missing id, never PostgreSQL's out-of-range error.
      for (const route of ['models', 'training-data', 'vault']) {
        const answer = await download(server(), `${route}/2147483648`);
        expect(answer.status, `${route}/2147483648`).toBe(404);
        expect(await answer.json()).toEqual(missingBody);
      }
      const fileId = await download(server(), `models/${id}?fileId=0x1`);
      expect(fileId.status).toBe(400);
      expect((await download(server(), `models/${id}`)).status).toBe(200);
    });

    it('refuses as JSON: missing or hidden 404, archived 410, members-only 401/403, early access 403 buy', async () => {
      const { auth } = await server().signedIn();
      await expectRefusal(await download(server(), 'models/999'), 404, 'NOT_FOUND', null);

      const hiddenModel = await server().world.given.model(aModel().unpublished());
      const hidden = await server().world.given.version(aVersion().of(hiddenModel).published());
      await storedFile(server(), aFile().of(hidden));
      await expectRefusal(await download(server(), `models/${hidden.id}`), 404, 'NOT_FOUND', null);

      const archivedModel = await server().world.given.model(aModel().published().archived());
      const archived = await server().world.given.version(aVersion().of(archivedModel).published());
      await storedFile(server(), aFile().of(archived));
      await expectRefusal(await download(server(), `models/${archived.id}`), 410, 'MODEL.ARCHIVED', null);

      const membersOnly = await publishedVersion(
        server(),
        undefined,
        aVersion().published().with({ canDownload: false }),
      );
      await storedFile(server(), aFile().of(membersOnly));
      await expectRefusal(
        await download(server(), `models/${membersOnly.id}`),
        401,
        'AUTH.SIGN_IN_REQUIRED',
        'signIn',
      );
      await expectRefusal(
        await download(server(), `models/${membersOnly.id}`, { apiKey: auth.apiKey }),
        403,
        'MEMBERSHIP.DOWNLOAD',
        'join',
      );

      const until = new Date(server().clock.now().getTime() + 86_400_000);
      const early = await publishedVersion(server(), undefined, aVersion().published().inEarlyAccess(until));
      await storedFile(server(), aFile().of(early));
      await expectRefusal(
        await download(server(), `models/${early.id}`, { apiKey: auth.apiKey }),
        403,
        'EARLY_ACCESS.PURCHASE_REQUIRED',
        'buy',
      );
    });

    it('blocks a dangerous file for everyone but moderators', async () => {
      const { auth } = await server().signedIn();
      const moderator = await server().signedIn(aUser().moderator());
      const version = await publishedVersion(server());
      await storedFile(server(), aFile().of(version).scanned('Danger', 'Success'));
      await expectRefusal(
        await download(server(), `models/${version.id}`, { apiKey: auth.apiKey }),
        403,
        'FILE.DANGEROUS',
        null,
      );
      const forModerator = await download(server(), `models/${version.id}`, {
        apiKey: moderator.auth.apiKey,
      });
      expect(forModerator.status).toBe(200);
      await forModerator.arrayBuffer();
    });
  });

  describe('/api/download/training-data/:versionId', () => {
    it('serves the version’s training data, and 404 when it has none', async () => {
      const version = await publishedVersion(server());
      await storedFile(server(), aFile().of(version));
      await expectRefusal(await download(server(), `training-data/${version.id}`), 404, 'NOT_FOUND', null);

      const data = await storedFile(server(), aFile().of(version).type('Training Data').named('dataset.zip'));
      const response = await download(server(), `training-data/${version.id}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="?dataset\.zip"?$/);
      expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(sha256(data.bytes));
    });
  });

  describe('/api/download/vault/:id', () => {
    const vaultItem = async (owner: User, version: ModelVersion) =>
      server().world.repos.vault.add({
        userId: owner.id,
        modelVersionId: version.id,
        modelId: version.modelId,
        modelName: 'Vaulted model',
        versionName: version.name,
        sizeKb: 64,
        notes: 'keep this one',
        addedAt: server().clock.now(),
      });

    it('gives the owner the file, several files as one ZIP, and the details as JSON', async () => {
      const member = await server().signedIn(aUser().member());
      const single = await publishedVersion(server());
      const only = await storedFile(server(), aFile().of(single));
      const singleItem = await vaultItem(member.user, single);

      const file = await download(server(), `vault/${singleItem.id}?type=model`, {
        apiKey: member.auth.apiKey,
      });
      expect(file.status).toBe(200);
      expect(sha256(new Uint8Array(await file.arrayBuffer()))).toBe(sha256(only.bytes));

      const several = await publishedVersion(server());
      await storedFile(server(), aFile().of(several).named('a.safetensors'));
      await storedFile(server(), aFile().of(several).named('b.safetensors'));
      const severalItem = await vaultItem(member.user, several);
      const zip = await download(server(), `vault/${severalItem.id}?type=model`, {
        apiKey: member.auth.apiKey,
      });
      expect(zip.status).toBe(200);
      expect(zip.headers.get('content-type')).toBe('application/zip');
      const archive = Buffer.from(await zip.arrayBuffer());
      expect(archive.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
      expect(archive.length).toBe(Number(zip.headers.get('content-length')));

      const details = await download(server(), `vault/${singleItem.id}?type=details`, {
        apiKey: member.auth.apiKey,
      });
      expect(details.status).toBe(200);
      expect(details.headers.get('content-disposition')).toContain('attachment');
      expect(await details.json()).toMatchObject({ modelName: 'Vaulted model', notes: 'keep this one' });
    });

    it('refuses anonymous callers (401), other users (404) and unknown types (400)', async () => {
      const member = await server().signedIn(aUser().member());
      const other = await server().signedIn(aUser().member());
      const version = await publishedVersion(server());
      await storedFile(server(), aFile().of(version));
      const item = await vaultItem(member.user, version);

      await expectRefusal(
        await download(server(), `vault/${item.id}`),
        401,
        'AUTH.SIGN_IN_REQUIRED',
        'signIn',
      );
      await expectRefusal(
        await download(server(), `vault/${item.id}`, { apiKey: other.auth.apiKey }),
        404,
        'NOT_FOUND',
        null,
      );
      await expectRefusal(
        await download(server(), `vault/${item.id}?type=everything`, { apiKey: member.auth.apiKey }),
        400,
        'INVALID_INPUT',
        null,
      );
    });
  });
});
