import { createHash, randomBytes } from 'node:crypto';
import { HASH_TYPES, type ModelVersion } from '@atelier/domain';
import { aModel, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../../../storage/knex/testing/databases.js';
import { useTestServer } from '../../testing/test-server.js';
import { expectError, get, ORIGIN, releasedModel } from '../../testing/v1-contract.js';
import { enumsShape, meShape, modelShape, versionDetailShape } from './shapes.js';

/**
 * Contract tests of the public REST API v1, written from Civitai's public API v1 reference: every answer is parsed
 * with its strict schema (an unexpected or missing field fails), and each shape rule tools depend on is checked.
 * The hash lookups and tombstones (v1-by-hash), the model list (v1-model-list) and the image, creator and tag lists
 * (v1-feeds) have files of their own.
 */

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
