import { createHash, randomBytes } from 'node:crypto';
import { HASH_TYPES, type HashType, type ModelVersion } from '@atelier/domain';
import { aFile, aModel, aPost, aUser, aVersion } from '@atelier/domain/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { databases, statementsDuring } from '../../../storage/knex/testing/databases.js';
import { type TestServer, useTestServer } from '../../testing/test-server.js';
import {
  byHashListShape,
  enumsShape,
  errorShape,
  meShape,
  modelListShape,
  modelShape,
  removedVersionErrorShape,
  tombstoneShape,
  versionDetailShape,
} from './shapes.js';

/**
 * Contract tests of the public REST API v1, written from Civitai's public API v1 reference: every answer is parsed
 * with its strict schema (an unexpected or missing field fails), and each shape rule tools depend on is checked.
 */

const ORIGIN = 'https://hub.example';

/** The lengths each hash type is kept at (docs/file-hashes.md). */
const LENGTHS: Record<HashType, number> = {
  SHA256: 64,
  AutoV2: 10,
  AutoV1: 8,
  AutoV3: 12,
  CRC32: 8,
  BLAKE3: 64,
};
const hex = (length: number) => randomBytes(length).toString('hex').slice(0, length).toUpperCase();
const allHashes = () => HASH_TYPES.map((type) => ({ type, hash: hex(LENGTHS[type]) }));

const get = (server: TestServer, path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/v1${path}`, { headers });

const post = (server: TestServer, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const expectError = async (response: Response, status: number) => {
  expect(response.status).toBe(status);
  const body = errorShape.parse(await response.json());
  expect(body.error.length).toBeGreaterThan(0);
  return body;
};

/** A published model with three published versions (the middle one published last) and files and pictures. */
const releasedModel = async (server: TestServer, username = 'lumen') => {
  const owner = await server.world.given.user(aUser().with({ username }));
  const model = await server.world.given.model(
    aModel().ownedBy(owner).published().with({ description: '', name: 'Lumen' }),
  );
  const at = (day: number) => new Date(Date.UTC(2025, 11, day));
  const versions: ModelVersion[] = [];
  for (const [index, day] of [1, 20, 10].entries()) {
    versions.push(await server.world.given.version(aVersion().of(model).index(index).published(at(day))));
  }
  for (const version of versions) {
    await server.world.given.file(aFile().of(version).named(`v${version.id}-pruned.safetensors`));
    await server.world.given.file(
      aFile()
        .of(version)
        .named(`v${version.id}-full.safetensors`)
        .metadata({ format: 'SafeTensor', size: 'full', fp: 'fp32' }),
    );
    await server.world.given.post(
      aPost()
        .of(version)
        .by(owner)
        .withImages({ url: `/images/v${version.id}.webp` }),
    );
  }
  return { owner, model, versions };
};

describe.each(databases)('REST API v1 on $name', (database) => {
  const server = useTestServer(database, { settings: { publicUrl: ORIGIN } });

  describe('GET /models/{id}', () => {
    it('answers the model in the documented shape, versions newest first by publishedAt', async () => {
      const { model, versions } = await releasedModel(server());
      const response = await get(server(), `/models/${model.id}`);
      expect(response.status).toBe(200);
      const body = modelShape.parse(await response.json());
      expect(body).toMatchObject({
        id: model.id,
        name: 'Lumen',
        description: '',
        creator: { username: 'lumen' },
      });
      expect(body).not.toHaveProperty('mode');
      expect(body.modelVersions.map((version) => version.id)).toEqual(
        [versions[1], versions[2], versions[0]].map((version) => version?.id),
      );
      const published = body.modelVersions.map((version) => Date.parse(version.publishedAt ?? ''));
      expect(published).toEqual([...published].sort((a, b) => b - a));
    });

    it('gives each version an absolute downloadUrl equal to its primary file’s, and the others a query', async () => {
      const { model, versions } = await releasedModel(server());
      const body = modelShape.parse(await (await get(server(), `/models/${model.id}`)).json());
      for (const version of body.modelVersions) {
        const primary = version.files.filter((file) => file.primary);
        expect(primary).toHaveLength(1);
        expect(version.downloadUrl).toBe(`${ORIGIN}/api/download/models/${version.id}`);
        expect(primary[0]?.downloadUrl).toBe(version.downloadUrl);
        const other = version.files.find((file) => !file.primary);
        expect(other?.downloadUrl).toBe(
          `${ORIGIN}/api/download/models/${version.id}?type=Model&format=SafeTensor&size=full&fp=fp32`,
        );
        expect(primary[0]?.name).toBe(`v${version.id}-pruned.safetensors`);
        for (const file of version.files) {
          for (const hash of Object.values(file.hashes)) expect(hash).toMatch(/^[0-9A-F]+$/);
        }
        expect(version.images.map((image) => image.url)).toEqual([`${ORIGIN}/images/v${version.id}.webp`]);
        expect(version.air).toBe(`urn:air:sdxl10:lora:atelier:${model.id}@${version.id}`);
      }
      expect(versions).toHaveLength(3);
    });

    it('serves the file a version’s downloadUrl names: the primary one', async () => {
      const { model } = await releasedModel(server());
      const body = modelShape.parse(await (await get(server(), `/models/${model.id}`)).json());
      const version = body.modelVersions[0];
      const primary = version?.files.find((file) => file.primary);
      const bytes = randomBytes(1024);
      const row = await server().knex('model_files').where('id', primary?.id).first();
      await server().files.write(row.storage_key, bytes);
      const download = await fetch((version?.downloadUrl ?? '').replace(ORIGIN, server().url));
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toContain(primary?.name ?? '?');
    });

    it('resumes a download by its downloadUrl with Bearer None, the two halves making the SHA256 the API gave', async () => {
      const { model } = await releasedModel(server());
      const body = modelShape.parse(await (await get(server(), `/models/${model.id}`)).json());
      const version = body.modelVersions[1];
      const primary = version?.files.find((file) => file.primary);
      const bytes = randomBytes(256 * 1024 + 17);
      const row = await server().knex('model_files').where('id', primary?.id).first();
      const sha = createHash('sha256').update(bytes).digest('hex').toUpperCase();
      await server()
        .knex('model_file_hashes')
        .where({ file_id: primary?.id, type: 'SHA256' })
        .update({ hash: sha });
      await server().files.write(row.storage_key, bytes);
      const expected = modelShape
        .parse(await (await get(server(), `/models/${model.id}`)).json())
        .modelVersions[1]?.files.find((file) => file.primary)?.hashes.SHA256;
      expect(expected).toBe(sha);

      const url = (version?.downloadUrl ?? '').replace(ORIGIN, server().url);
      const half = 100_000;
      const first = await fetch(url, {
        headers: { authorization: 'Bearer None', range: `bytes=0-${half - 1}` },
      });
      expect(first.status).toBe(206);
      const rest = await fetch(url, { headers: { authorization: 'Bearer None', range: `bytes=${half}-` } });
      expect(rest.status).toBe(206);
      const whole = Buffer.concat([
        Buffer.from(await first.arrayBuffer()),
        Buffer.from(await rest.arrayBuffer()),
      ]);
      expect(createHash('sha256').update(whole).digest('hex').toUpperCase()).toBe(expected);
    });

    it('serves each file at its own downloadUrl', async () => {
      const { model } = await releasedModel(server());
      const version = modelShape.parse(await (await get(server(), `/models/${model.id}`)).json())
        .modelVersions[0];
      expect(version?.files).toHaveLength(2);
      for (const file of version?.files ?? []) {
        const row = await server().knex('model_files').where('id', file.id).first();
        await server().files.write(row.storage_key, randomBytes(512));
        const response = await fetch(file.downloadUrl.replace(ORIGIN, server().url));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${file.name}"`);
      }
    });

    it('builds addresses on the configured origin, whatever Host or X-Forwarded-Host say', async () => {
      const { model } = await releasedModel(server());
      const response = await get(server(), `/models/${model.id}`, {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
      });
      const text = await response.text();
      expect(text).toContain(ORIGIN);
      expect(text).not.toContain('evil.example');
    });

    it('drops files and downloadUrl of an archived model, and images of one taken down', async () => {
      const { model } = await releasedModel(server());
      await server().knex('models').where('id', model.id).update({ mode: 'Archived' });
      const archived = modelShape.parse(await (await get(server(), `/models/${model.id}`)).json());
      expect(archived.mode).toBe('Archived');
      for (const version of archived.modelVersions) {
        expect(version.files).toEqual([]);
        expect(version).not.toHaveProperty('downloadUrl');
        expect(version.images).toHaveLength(1);
      }
      await server().knex('models').where('id', model.id).update({ mode: 'TakenDown' });
      const takenDown = modelShape.parse(await (await get(server(), `/models/${model.id}`)).json());
      expect(takenDown.mode).toBe('TakenDown');
      for (const version of takenDown.modelVersions) {
        expect(version.images).toEqual([]);
        expect(version.files).toHaveLength(2);
      }
    });

    it('answers a hidden model exactly like a missing one', async () => {
      const owner = await server().world.given.user();
      const hidden = [
        await server().world.given.model(aModel().ownedBy(owner).draft()),
        await server().world.given.model(aModel().ownedBy(owner).private()),
        await server().world.given.model(aModel().ownedBy(owner).unpublished()),
        await server().world.given.model(aModel().ownedBy(owner).published().deleted()),
      ];
      const missing = await expectError(await get(server(), '/models/999999'), 404);
      for (const model of hidden) {
        expect(await expectError(await get(server(), `/models/${model.id}`), 404)).toEqual(missing);
      }
      await expectError(await get(server(), '/models/abc'), 404);
      await expectError(await get(server(), '/models/1?unknown=1'), 400);
    });

    it('takes `Bearer None` and an unknown key as no key, as tools send them when none is set', async () => {
      const { model } = await releasedModel(server());
      for (const authorization of ['Bearer None', 'Bearer ', `Bearer atl_${'x'.repeat(43)}`]) {
        const response = await get(server(), `/models/${model.id}`, { authorization });
        expect(response.status, authorization).toBe(200);
        expect(modelShape.parse(await response.json()).id).toBe(model.id);
      }
      await expectError(await get(server(), '/me', { authorization: 'Bearer None' }), 401);
    });

    it('lets the owner read their draft with their key, never cached', async () => {
      const owner = await server().signedIn();
      const model = await server().world.given.model(aModel().ownedBy(owner.user).draft());
      await server().world.given.version(aVersion().of(model).draft());
      const response = await get(server(), `/models/${model.id}`, {
        authorization: `Bearer ${owner.auth.apiKey}`,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const body = modelShape.parse(await response.json());
      expect(body.modelVersions).toHaveLength(1);
      expect(body.modelVersions[0]?.publishedAt).toBeNull();
    });
  });

  describe('GET /model-versions/{id}', () => {
    it('answers the version with its model’s summary', async () => {
      const { model, versions } = await releasedModel(server());
      const version = versions[0] as ModelVersion;
      const response = await get(server(), `/model-versions/${version.id}`);
      expect(response.status).toBe(200);
      const body = versionDetailShape.parse(await response.json());
      expect(body).toMatchObject({
        id: version.id,
        modelId: model.id,
        model: { name: 'Lumen', type: 'LORA', nsfw: false, poi: false },
      });
      expect(body.model).not.toHaveProperty('mode');
    });

    it('answers a draft version of a public model, and an unknown one, with 404', async () => {
      const { model } = await releasedModel(server());
      const draft = await server().world.given.version(aVersion().of(model).index(5).draft());
      await expectError(await get(server(), `/model-versions/${draft.id}`), 404);
      await expectError(await get(server(), '/model-versions/424242'), 404);
    });
  });

  describe('by hash', () => {
    it('finds a file’s version by each of its six hashes, in any case', async () => {
      const { versions } = await releasedModel(server());
      const version = versions[2] as ModelVersion;
      const hashes = allHashes();
      await server().world.given.file(
        aFile().of(version).type('VAE').named('vae.safetensors').with({ hashes }),
      );
      for (const { type, hash } of hashes) {
        for (const asked of [hash, hash.toLowerCase()]) {
          const response = await get(server(), `/model-versions/by-hash/${asked}`);
          expect(response.status, `${type} ${asked}`).toBe(200);
          expect(versionDetailShape.parse(await response.json()).id).toBe(version.id);
        }
      }
    });

    it('refuses a malformed hash with 400 and answers an unknown one with 404', async () => {
      await expectError(await get(server(), '/model-versions/by-hash/not-a-hash'), 400);
      await expectError(await get(server(), `/model-versions/by-hash/${'A'.repeat(11)}`), 400);
      await expectError(await get(server(), `/model-versions/by-hash/${hex(64)}`), 404);
    });

    it('does not find the files of a hidden model, nor a private file', async () => {
      const owner = await server().world.given.user();
      const draft = await server().world.given.model(aModel().ownedBy(owner).draft());
      const version = await server().world.given.version(aVersion().of(draft).draft());
      const file = await server().world.given.file(aFile().of(version));
      const { versions } = await releasedModel(server());
      const privateFile = await server().world.given.file(
        aFile()
          .of(versions[0] as ModelVersion)
          .private()
          .with({ hashes: [{ type: 'SHA256', hash: hex(64) }] }),
      );
      for (const hidden of [file, privateFile]) {
        const sha = hidden.hashes.find((hash) => hash.type === 'SHA256')?.hash ?? '';
        await expectError(await get(server(), `/model-versions/by-hash/${sha}`), 404);
      }
    });

    it('looks up many hashes at once: one entry per version, unknown ones left out, at most 100', async () => {
      const { versions } = await releasedModel(server());
      const files = await server().knex('model_file_hashes').where('type', 'SHA256').select('hash');
      const asked = [...files.map((row: { hash: string }) => row.hash.toLowerCase()), hex(64)];
      const response = await post(server(), '/model-versions/by-hash', asked);
      expect(response.status).toBe(200);
      const body = versionDetailShape.array().parse(await response.json());
      expect(body.map((version) => version.id).sort()).toEqual(versions.map((version) => version.id).sort());

      await expectError(
        await post(
          server(),
          '/model-versions/by-hash',
          Array.from({ length: 101 }, () => hex(64)),
        ),
        400,
      );
      await expectError(await post(server(), '/model-versions/by-hash', ['zz']), 400);
      await expectError(await post(server(), '/model-versions/by-hash', { hashes: [] }), 400);
    });
  });

  describe('tombstones', () => {
    const shaOf = async (server: TestServer, versionId: number) => {
      const row = await server
        .knex('model_file_hashes as h')
        .join('model_files as f', 'f.id', 'h.file_id')
        .where({ 'f.model_version_id': versionId, 'h.type': 'SHA256' })
        .first('h.hash');
      return (row as { hash: string }).hash;
    };

    it('answers the hashes of a model its owner deleted with its tombstone, and its versions with 410', async () => {
      const { model, versions } = await releasedModel(server());
      const owner = await server().accounts.createApiKey(model.userId, 'owner');
      const version = versions[0] as ModelVersion;
      const sha = await shaOf(server(), version.id);
      expect(
        (
          await server().api.mutation(
            'model.delete',
            { id: model.id, permanently: false },
            { apiKey: owner.key },
          )
        ).status,
      ).toBe(200);

      const response = await get(server(), `/model-versions/by-hash/${sha.toLowerCase()}`);
      expect(response.status).toBe(200);
      const tombstone = tombstoneShape.parse(await response.json());
      expect(tombstone).toMatchObject({
        modelId: model.id,
        versionId: version.id,
        name: 'Lumen',
        baseModel: version.baseModel,
        removed: { category: 'owner' },
      });
      expect(tombstone.hashes).toContainEqual({ type: 'SHA256', hash: sha });
      const gone = await get(server(), `/model-versions/${version.id}`);
      expect(gone.status).toBe(410);
      expect(removedVersionErrorShape.parse(await gone.json()).versionId).toBe(version.id);
      const listed = byHashListShape.parse(
        await (await post(server(), '/model-versions/by-hash', [sha])).json(),
      );
      expect(listed).toEqual([tombstone]);
      await expectError(await get(server(), `/models/${model.id}`), 404);
    });

    it('says moderation removed a model taken down, unless the moderator chose no tombstone; bringing it back lifts it', async () => {
      const moderator = await server().signedIn(aUser().moderator());
      const { model, versions } = await releasedModel(server());
      const sha = await shaOf(server(), (versions[1] as ModelVersion).id);
      const mode = (value: 'TakenDown' | null, tombstone?: boolean) =>
        server().api.mutation(
          'model.changeMode',
          { id: model.id, mode: value, ...(tombstone === undefined ? {} : { tombstone }) },
          moderator.auth,
        );

      expect((await mode('TakenDown')).status).toBe(200);
      const removed = tombstoneShape.parse(
        await (await get(server(), `/model-versions/by-hash/${sha}`)).json(),
      );
      expect(removed.removed.category).toBe('moderation');
      expect((await mode(null)).status).toBe(200);
      expect(
        versionDetailShape.parse(await (await get(server(), `/model-versions/by-hash/${sha}`)).json())
          .modelId,
      ).toBe(model.id);

      expect((await mode('TakenDown', false)).status).toBe(200);
      const seen = await get(server(), `/model-versions/by-hash/${sha}`);
      expect(seen.status).toBe(200);
      expect(versionDetailShape.parse(await seen.json()).model.mode).toBe('TakenDown');
    });

    it('leaves no tombstone for a model never published or private, and lifts one when a moderator restores', async () => {
      const moderator = await server().signedIn(aUser().moderator());
      const owner = await server().signedIn();
      const draft = await server().world.given.model(aModel().ownedBy(owner.user).draft());
      const draftVersion = await server().world.given.version(aVersion().of(draft).draft());
      await server().world.given.file(aFile().of(draftVersion));
      const privateModel = await server().world.given.model(aModel().ownedBy(owner.user).private());
      const privateVersion = await server().world.given.version(aVersion().of(privateModel).published());
      await server().world.given.file(aFile().of(privateVersion));
      for (const [model, version] of [
        [draft, draftVersion],
        [privateModel, privateVersion],
      ] as const) {
        const sha = await shaOf(server(), version.id);
        expect(
          (await server().api.mutation('model.delete', { id: model.id, permanently: false }, owner.auth))
            .status,
        ).toBe(200);
        await expectError(await get(server(), `/model-versions/by-hash/${sha}`), 404);
        await expectError(await get(server(), `/model-versions/${version.id}`), 404);
      }

      const { model, versions } = await releasedModel(server(), 'restored');
      const sha = await shaOf(server(), (versions[0] as ModelVersion).id);
      await server().api.mutation('model.delete', { id: model.id, permanently: false }, moderator.auth);
      expect(
        tombstoneShape.parse(await (await get(server(), `/model-versions/by-hash/${sha}`)).json()).removed
          .category,
      ).toBe('moderation');
      expect((await server().api.mutation('model.restore', { id: model.id }, moderator.auth)).status).toBe(
        200,
      );
      // Restored models come back unpublished: not removed any more, and not public either.
      await expectError(await get(server(), `/model-versions/by-hash/${sha}`), 404);
    });

    it('keeps the tombstone after the rows are purged', async () => {
      const moderator = await server().signedIn(aUser().moderator());
      const { model, versions } = await releasedModel(server());
      const sha = await shaOf(server(), (versions[2] as ModelVersion).id);
      expect(
        (await server().api.mutation('model.delete', { id: model.id, permanently: true }, moderator.auth))
          .status,
      ).toBe(200);
      expect(await server().knex('models').where('id', model.id).first()).toBeUndefined();
      const tombstone = tombstoneShape.parse(
        await (await get(server(), `/model-versions/by-hash/${sha}`)).json(),
      );
      expect(tombstone.versionId).toBe((versions[2] as ModelVersion).id);
      expect(tombstone).not.toHaveProperty('files');
    });
  });

  describe('GET /models', () => {
    it('lists {items, metadata}, pages by cursor, and omits nextCursor and nextPage at the end', async () => {
      for (const username of ['ada', 'grace', 'edsger']) await releasedModel(server(), username);
      const seen: number[] = [];
      let url: string | undefined = `${server().url}/api/v1/models?limit=2`;
      let pages = 0;
      while (url !== undefined) {
        const response = await fetch(url);
        expect(response.status).toBe(200);
        const body = modelListShape.parse(await response.json());
        seen.push(...body.items.map((item) => item.id));
        pages += 1;
        if (body.metadata.nextPage !== undefined) {
          expect(body.metadata.nextPage.startsWith(`${ORIGIN}/api/v1/models?`)).toBe(true);
          expect(body.metadata.nextCursor).toBeDefined();
          url = body.metadata.nextPage.replace(ORIGIN, server().url);
        } else {
          expect(body.metadata).not.toHaveProperty('nextCursor');
          url = undefined;
        }
      }
      expect(pages).toBe(2);
      expect(new Set(seen).size).toBe(3);
    });

    it('answers numbered pages with the models the cursors give, linking the next and previous numbers', async () => {
      for (const username of ['p1', 'p2', 'p3']) await releasedModel(server(), username);
      const byCursor: number[] = [];
      let cursor: string | undefined;
      do {
        const body = modelListShape.parse(
          await (
            await get(server(), `/models?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
          ).json(),
        );
        byCursor.push(...body.items.map((item) => item.id));
        cursor = body.metadata.nextCursor;
      } while (cursor !== undefined);
      expect(byCursor).toHaveLength(3);

      const byNumber: number[] = [];
      for (const page of [1, 2, 3]) {
        const body = modelListShape.parse(await (await get(server(), `/models?limit=1&page=${page}`)).json());
        byNumber.push(...body.items.map((item) => item.id));
        expect(body.metadata.currentPage).toBe(page);
        if (page < 3) expect(body.metadata.nextPage).toBe(`${ORIGIN}/api/v1/models?limit=1&page=${page + 1}`);
        else expect(body.metadata).not.toHaveProperty('nextPage');
        if (page > 1) expect(body.metadata.prevPage).toBe(`${ORIGIN}/api/v1/models?limit=1&page=${page - 1}`);
        else expect(body.metadata).not.toHaveProperty('prevPage');
      }
      expect(byNumber).toEqual(byCursor);
      const beyond = modelListShape.parse(await (await get(server(), '/models?limit=1&page=4')).json());
      expect(beyond.items).toEqual([]);
      expect(beyond.metadata).not.toHaveProperty('nextPage');
    });

    it('reads the same number of statements for a page of 2 models as for a page of 8', async () => {
      const statementsFor = async (limit: number) => {
        const response = { status: 0 };
        const statements = await statementsDuring(server().knex, async () => {
          const answer = await get(server(), `/models?limit=${limit}`);
          response.status = answer.status;
          expect(modelListShape.parse(await answer.json()).items).toHaveLength(limit);
        });
        expect(response.status).toBe(200);
        // The page cache's generation read is not the list's.
        return statements.filter((sql) => !/page_generation/.test(sql)).length;
      };
      for (const username of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'])
        await releasedModel(server(), username);
      expect(await statementsFor(8)).toBe(await statementsFor(2));
    });

    it('filters by username, type, ids and base model', async () => {
      const { model } = await releasedModel(server());
      const other = await server().world.given.model(aModel().published().with({ type: 'Checkpoint' }));
      await server().world.given.version(aVersion().of(other).published().with({ baseModel: 'SD 1.5' }));
      const ids = async (query: string) =>
        modelListShape
          .parse(await (await get(server(), `/models?${query}`)).json())
          .items.map((item) => item.id);
      expect(await ids('username=lumen')).toEqual([model.id]);
      expect(await ids('username=nobody-here')).toEqual([]);
      expect(await ids('types=Checkpoint')).toEqual([other.id]);
      expect((await ids('types=Checkpoint&types=LORA')).sort()).toEqual([model.id, other.id].sort());
      expect(await ids(`ids=${other.id},${model.id}`)).toEqual([other.id, model.id]);
      expect(await ids('baseModels=SD%201.5')).toEqual([other.id]);
      const mature = await server().world.given.model(
        aModel().published().with({ nsfw: true, nsfwLevel: 4 }),
      );
      await server().world.given.version(aVersion().of(mature).published());
      expect(await ids('nsfw=true')).toEqual([mature.id]);
      expect((await ids('nsfw=false')).sort()).toEqual([model.id, other.id].sort());
      expect(await ids('')).toHaveLength(3);
    });

    it('answers any query string with 200 or a 400 that says why, never a server error', async () => {
      await releasedModel(server());
      const names = [
        'limit',
        'page',
        'cursor',
        'query',
        'tag',
        'username',
        'types',
        'sort',
        'period',
        'nsfw',
      ];
      const value = fc.oneof(fc.string({ maxLength: 12 }), fc.integer({ min: -5, max: 500 }).map(String));
      const lists = ['/models', '/images', '/creators', '/tags'];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...lists),
          fc.array(fc.tuple(fc.constantFrom(...names, 'modelId', 'x'), value), { maxLength: 4 }),
          async (list, pairs) => {
            const response = await get(server(), `${list}?${new URLSearchParams(pairs)}`);
            expect([200, 400], `${list}?${new URLSearchParams(pairs)}`).toContain(response.status);
            if (response.status === 400) await expectError(response, 400);
          },
        ),
        { numRuns: 60 },
      );
    });

    it('refuses what it cannot answer with 400: a bad limit, enum, cursor, parameter or page', async () => {
      for (const query of [
        'limit=101',
        'limit=0',
        'types=Sculpture',
        'sort=Random',
        'period=Decade',
        'nsfw=maybe',
        'cursor=garbage',
        'favorites=true',
        'page=0',
        'page=2&cursor=abc',
        'page=5002&limit=1',
      ]) {
        await expectError(await get(server(), `/models?${query}`), 400);
      }
    });
  });

  describe('caching', () => {
    it('lets shared caches keep anonymous answers, serves them from the page cache, and forgets them on a write', async () => {
      const { model } = await releasedModel(server());
      const first = await get(server(), `/models/${model.id}`);
      expect(first.headers.get('cache-control')).toBe('public, s-maxage=300, stale-while-revalidate=150');
      expect(first.headers.get('x-page-cache')).toBe('miss');
      const second = await get(server(), `/models/${model.id}`);
      expect(second.headers.get('x-page-cache')).toBe('hit');
      expect(await second.text()).toBe(await first.text());
      await server().knex('models').where('id', model.id).update({ name: 'Renamed' });
      const third = await get(server(), `/models/${model.id}`);
      expect(third.headers.get('x-page-cache')).toBe('miss');
      expect(modelShape.parse(await third.json()).name).toBe('Renamed');
    });

    it('serves a tool sending Bearer None from the cache too: it is anonymous', async () => {
      const { model } = await releasedModel(server());
      const headers = { authorization: 'Bearer None' };
      expect((await get(server(), `/models/${model.id}`, headers)).headers.get('x-page-cache')).toBe('miss');
      expect((await get(server(), `/models/${model.id}`, headers)).headers.get('x-page-cache')).toBe('hit');
      expect((await get(server(), `/models/${model.id}`)).headers.get('x-page-cache')).toBe('hit');
    });

    it('never caches an answer given to a key', async () => {
      const { model } = await releasedModel(server());
      const viewer = await server().signedIn();
      const headers = { authorization: `Bearer ${viewer.auth.apiKey}` };
      for (let i = 0; i < 2; i++) {
        const response = await get(server(), `/models/${model.id}`, headers);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        expect(response.headers.get('x-page-cache')).not.toBe('hit');
      }
    });
  });

  describe('the rest', () => {
    it('says who a key belongs to, and refuses anonymous callers', async () => {
      const viewer = await server().signedIn();
      const response = await get(server(), '/me', { authorization: `Bearer ${viewer.auth.apiKey}` });
      expect(meShape.parse(await response.json())).toMatchObject({
        id: viewer.user.id,
        username: viewer.user.username,
      });
      await expectError(await get(server(), '/me'), 401);
    });

    it('lists the enums, and describes itself in OpenAPI 3.1', async () => {
      const enums = enumsShape.parse(await (await get(server(), '/enums')).json());
      expect(enums.ModelHashType).toEqual([...HASH_TYPES]);
      const document = (await (await get(server(), '/openapi.json')).json()) as {
        openapi: string;
        paths: Record<string, unknown>;
        components: { schemas: Record<string, unknown> };
        servers: { url: string }[];
      };
      expect(document.openapi).toBe('3.1.0');
      expect(document.servers).toEqual([{ url: ORIGIN }]);
      expect(Object.keys(document.paths)).toContain('/api/v1/model-versions/by-hash/{hash}');
      expect(Object.keys(document.components.schemas)).toEqual(
        expect.arrayContaining(['Model', 'ModelVersion', 'ModelFile', 'Image', 'ModelList', 'Error']),
      );
      // Every reference names a component the document has.
      const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]);
      expect(refs.length).toBeGreaterThan(10);
      for (const ref of refs) {
        expect(ref).toMatch(/^#\/components\/schemas\//);
        expect(document.components.schemas, ref).toHaveProperty([ref?.split('/').at(-1) ?? '']);
      }
    });

    it('answers an unknown address under /api/v1 with a JSON 404', async () => {
      await expectError(await get(server(), '/nothing-here'), 404);
    });
  });
});

describe.each(databases)('REST API v1 rate limit on $name', (database) => {
  const server = useTestServer(database, {
    settings: { rateLimit: { windowMs: 60_000, signIn: 10, mutations: 10, apiReads: 3 } },
  });

  it('counts reads per key, and per address without one; the web app’s own queries are not counted', async () => {
    for (let i = 0; i < 3; i++) expect((await get(server(), '/enums')).status).toBe(200);
    const refused = await expectError(await get(server(), '/enums'), 429);
    expect(refused.error).toMatch(/too many/i);
    const viewer = await server().signedIn();
    expect((await get(server(), '/enums', { authorization: `Bearer ${viewer.auth.apiKey}` })).status).toBe(
      200,
    );
    expect((await fetch(`${server().url}/api/trpc/system.getFeatures`)).status).toBe(200);
  });
});
