import { errors } from '@atelier/domain';
import { aFile, aModel, aUser, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../../storage/knex/testing/databases.js';
import { download, publishedVersion, sha256, storedFile } from '../testing/downloads.js';
import { useTestServer } from '../testing/test-server.js';

/**
 * The download route as tools written for Civitai read it (docs/rest-api.md): a resume from byte 0, one quoted
 * ASCII file name, Civitai's `error` titles on refusals, and `Bearer None` taken as no key.
 */

describe.each(databases)('downloads for Civitai’s tools on $name', (database) => {
  const server = useTestServer(database);

  describe('/api/download/models/:versionId', () => {
    it('resumes from byte 0 (`Range: bytes=0-`) with 206 and the whole file, whose SHA256 is the recorded one', async () => {
      const version = await publishedVersion(server());
      const { file, bytes } = await storedFile(server(), aFile().of(version));

      const response = await download(server(), `models/${version.id}`, { headers: { range: 'bytes=0-' } });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes 0-${bytes.length - 1}/${bytes.length}`);
      expect(response.headers.get('content-length')).toBe(String(bytes.length));
      const body = new Uint8Array(await response.arrayBuffer());
      expect(sha256(body)).toBe(file.hashes.find((hash) => hash.type === 'SHA256')?.hash);
    });

    it('names the file in one quoted ASCII `filename`, never a `filename*=` part naive parsers glue onto it', async () => {
      const version = await publishedVersion(server());
      await storedFile(server(), aFile().of(version).named('Ünïcode "model"\\v2 模型.safetensors'));

      const response = await download(server(), `models/${version.id}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="Unicode _model__v2 __.safetensors"',
      );
      await response.arrayBuffer();
      const head = await download(server(), `models/${version.id}`, { method: 'HEAD' });
      expect(head.headers.get('content-disposition')).toBe(response.headers.get('content-disposition'));
    });

    it('adds Civitai’s `error` (and early access’s `deadline`) to each refusal, keeping code, message and action', async () => {
      const { auth } = await server().signedIn();
      expect(await (await download(server(), 'models/999')).json()).toEqual({
        error: 'File not found',
        code: 'NOT_FOUND',
        message: errors.notFound.message,
        action: null,
      });

      const archivedModel = await server().world.given.model(aModel().published().archived());
      const archived = await server().world.given.version(aVersion().of(archivedModel).published());
      await storedFile(server(), aFile().of(archived));
      const gone = await download(server(), `models/${archived.id}`);
      expect(gone.status).toBe(410);
      expect(await gone.json()).toEqual({
        error: 'Archived',
        code: 'MODEL.ARCHIVED',
        message: errors.modelArchived.message,
        action: null,
      });

      const membersOnly = await publishedVersion(
        server(),
        undefined,
        aVersion().published().with({ canDownload: false }),
      );
      await storedFile(server(), aFile().of(membersOnly));
      const join = await download(server(), `models/${membersOnly.id}`, { apiKey: auth.apiKey });
      expect(join.status).toBe(403);
      expect(await join.json()).toMatchObject({ error: 'Members only', code: 'MEMBERSHIP.DOWNLOAD' });

      const until = new Date(server().clock.now().getTime() + 86_400_000);
      const early = await publishedVersion(server(), undefined, aVersion().published().inEarlyAccess(until));
      await storedFile(server(), aFile().of(early));
      const buy = await download(server(), `models/${early.id}`, { apiKey: auth.apiKey });
      expect(buy.status).toBe(403);
      expect(await buy.json()).toEqual({
        error: 'Early Access',
        deadline: until.toISOString(),
        code: 'EARLY_ACCESS.PURCHASE_REQUIRED',
        message: errors.earlyAccessPurchaseRequired(until).message,
        action: 'buy',
      });

      const badQuery = await download(server(), `models/${early.id}?colour=red`);
      expect(badQuery.status).toBe(400);
      expect(await badQuery.json()).toMatchObject({ error: 'Bad Request', code: 'INVALID_INPUT' });
    });

    describe('tools that send `Bearer None` (or an unknown key) when their user set no key', () => {
      const bearer = (key: string) => ({ headers: { authorization: `Bearer ${key}` } });

      it('download a public file anonymously, byte for byte, whatever placeholder or unknown key they send', async () => {
        const version = await publishedVersion(server());
        const { bytes } = await storedFile(server(), aFile().of(version));
        for (const key of ['None', 'none', 'NULL', 'undefined', '', 'atl_not-a-key', 'not-even-ours']) {
          const response = await download(server(), `models/${version.id}`, bearer(key));
          expect(response.status, `Bearer ${key}`).toBe(200);
          expect(sha256(new Uint8Array(await response.arrayBuffer())), `Bearer ${key}`).toBe(sha256(bytes));
        }
        const noneToken = await download(server(), `models/${version.id}?token=None`);
        expect(noneToken.status).toBe(200);
        await noneToken.arrayBuffer();
      });

      it('hear 401 Unauthorized for a members-only or early-access file, as an anonymous caller does', async () => {
        const membersOnly = await publishedVersion(
          server(),
          undefined,
          aVersion().published().with({ canDownload: false }),
        );
        await storedFile(server(), aFile().of(membersOnly));
        const until = new Date(server().clock.now().getTime() + 86_400_000);
        const early = await publishedVersion(
          server(),
          undefined,
          aVersion().published().inEarlyAccess(until),
        );
        await storedFile(server(), aFile().of(early));

        for (const version of [membersOnly, early])
          for (const key of ['None', 'atl_not-a-key']) {
            const response = await download(server(), `models/${version.id}`, bearer(key));
            expect(response.status, `Bearer ${key}`).toBe(401);
            expect(await response.json()).toEqual({
              error: 'Unauthorized',
              code: 'AUTH.SIGN_IN_REQUIRED',
              message: errors.signInRequired.message,
              action: 'signIn',
            });
          }
      });

      it('are signed in by a valid ?token= beside a `Bearer None` or unknown header', async () => {
        const { user, auth } = await server().signedIn(aUser().member());
        const version = await publishedVersion(
          server(),
          undefined,
          aVersion().published().with({ canDownload: false }),
        );
        await storedFile(server(), aFile().of(version));

        for (const key of ['None', 'atl_not-a-key']) {
          const response = await download(server(), `models/${version.id}?token=${auth.apiKey}`, bearer(key));
          expect(response.status, `Bearer ${key}`).toBe(200);
          await response.arrayBuffer();
        }
        expect(await server().world.repos.downloads.hasDownloaded(user.id, version.id)).toBe(true);
        const withoutToken = await download(server(), `models/${version.id}`, bearer('None'));
        expect(withoutToken.status).toBe(401);
      });
    });
  });
});
