import type { ModelVersion } from '@atelier/domain';
import { aFile, aModel, aUser, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../../../storage/knex/testing/databases.js';
import type { TestServer } from '../../testing/test-server.js';
import { useTestServer } from '../../testing/test-server.js';
import { allHashes, expectError, get, hex, ORIGIN, post, releasedModel } from '../../testing/v1-contract.js';
import { byHashListShape, removedVersionErrorShape, tombstoneShape, versionDetailShape } from './shapes.js';

/**
 * Contract tests of the REST API v1's hash lookups (GET and POST) and of the tombstones removed versions leave
 * (docs/rest-api.md#tombstones), written from Civitai's public API v1 reference.
 */

describe.each(databases)('REST API v1 hash lookups on $name', (database) => {
  const server = useTestServer(database, { settings: { publicUrl: ORIGIN } });

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
});
