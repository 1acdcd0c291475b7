import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ModelFile, User } from '@atelier/domain';
import { aModel, aPost, aUser, aVersion } from '@atelier/domain/testing';
import { blake3 } from '@noble/hashes/blake3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSafetensors } from '../files/safetensors.js';
import { apiClient } from '../http/testing/api-client.js';
import { expectFailure, expectOk } from '../http/testing/expectations.js';
import { startHub } from '../http/testing/hub-process.js';
import { useTestServer } from '../http/testing/test-server.js';
import { tusClient, uploadFile } from '../http/testing/uploads.js';
import { makePickleFixtures } from '../scanning/fixtures/pickle-fixtures.js';
import {
  clamdAvailable,
  EICAR_SIGNATURE,
  EICAR_TEXT,
  startTestClamd,
  type TestClamd,
} from '../scanning/testing/test-clamd.js';
import { databases } from '../storage/knex/testing/databases.js';

/**
 * Issue 13's acceptance, at the API: files go in through `/api/uploads` and `modelFile.create`, the `processFile`
 * job hashes and scans them (a real clamd, the real pickle scanner), and what comes out is checked against
 * references computed elsewhere (coreutils' sha256sum, Python's hashlib and zlib, @noble's BLAKE3).
 */

const MB = 1024 * 1024;

/** A SafeTensors file of ~3 MB (past AutoV1's window at 1 MiB) with deterministic tensor bytes. */
const safetensorsFile = (): Uint8Array => {
  const data = (length: number, seed: number) =>
    Uint8Array.from({ length }, (_, i) => (i * 131 + seed) % 251);
  return encodeSafetensors(
    [
      { name: 'lora_down.weight', dtype: 'F16', shape: [512, 1024], data: data(512 * 1024 * 2, 1) },
      { name: 'lora_up.weight', dtype: 'F32', shape: [256, 1024], data: data(256 * 1024 * 4, 2) },
      { name: 'alpha', dtype: 'F32', shape: [], data: data(4, 3) },
    ],
    { format: 'pt' },
  );
};

/** The references, from other implementations than the hub's. */
const referencesOf = async (bytes: Uint8Array) => {
  const file = path.join(tmpdir(), `atelier-ref-${process.pid}-${bytes.length}`);
  await writeFile(file, bytes);
  const sha256 = execFileSync('sha256sum', [file], { encoding: 'utf8' }).split(' ')[0]?.toUpperCase() ?? '';
  // AutoV1: SHA256 of 64 KiB at 1 MiB, 8 hex; AutoV3: SHA256 of what follows the length and the header, 12 hex.
  const python = `
import hashlib, struct, sys, zlib
data = open(sys.argv[1], 'rb').read()
n = struct.unpack('<Q', data[:8])[0]
print(hashlib.sha256(data[0x100000:0x110000]).hexdigest()[:8].upper())
print(hashlib.sha256(data[8 + n:]).hexdigest()[:12].upper())
print('%08X' % (zlib.crc32(data) & 0xffffffff))
`;
  const [autoV1, autoV3, crc32] = execFileSync('python3', ['-c', python, file], { encoding: 'utf8' })
    .trim()
    .split('\n');
  return {
    SHA256: sha256,
    AutoV2: sha256.slice(0, 10),
    AutoV1: autoV1,
    AutoV3: autoV3,
    CRC32: crc32,
    BLAKE3: bytesToHex(blake3(bytes)).toUpperCase(),
  };
};

const hashesOf = (file: ModelFile | null) =>
  Object.fromEntries((file?.hashes ?? []).map((hash) => [hash.type, hash.hash]));

const required = clamdAvailable();

describe.skipIf(!required).each(databases)(
  'files in, end to end, on $name (skipped without /usr/sbin/clamd)',
  (database) => {
    let clamd: TestClamd | undefined;
    beforeAll(async () => {
      clamd = await startTestClamd({ streamMaxLength: '16M' });
    });
    afterAll(async () => {
      await clamd?.stop();
    });
    const server = useTestServer(database, { clamd: () => clamd?.socket ?? '' });
    const pickles = makePickleFixtures();
    afterAll(pickles.remove);

    /** A creator with an API key, their draft and published versions, and a moderator. */
    const scene = async () => {
      const creator = await server().signedIn(aUser().named('creator'));
      const moderator = await server().signedIn(aUser().named('moderator').moderator());
      const model = await server().world.given.model(aModel().ownedBy(creator.user).published());
      const draft = await server().world.given.version(aVersion().of(model).draft());
      const published = await server().world.given.version(aVersion().of(model).index(1).published());
      return { creator, moderator, model, draft, published };
    };

    const create = (hubUrl: string, apiKey: string, input: Record<string, unknown>) =>
      apiClient(hubUrl).mutation<{ id: number }>('modelFile.create', input, { apiKey });

    it('a chunked upload survives a restart, is linked Pending, and the job records hashes equal to the references and clean scans', async () => {
      const { creator, draft } = await scene();
      const bytes = safetensorsFile();
      const auth = creator.auth;

      const first = await startHub(server());
      const tus = tusClient(first.url);
      const created = await tus.create(bytes.length, auth, { type: 'Model', filename: 'lumen.safetensors' });
      expect(created.status).toBe(201);
      const id = created.id ?? '';
      expect((await tus.patch(id, 0, bytes.subarray(0, MB), auth)).offset).toBe(MB);
      expect((await tus.patch(id, MB, bytes.subarray(MB, 2 * MB), auth)).offset).toBe(2 * MB);
      await first.close();

      const second = await startHub(server());
      try {
        const resumed = tusClient(second.url);
        expect((await resumed.head(id, auth)).offset).toBe(2 * MB);
        expect((await resumed.patch(id, 2 * MB, bytes.subarray(2 * MB), auth)).offset).toBe(bytes.length);

        const file = expectOk(
          await create(second.url, auth.apiKey, { modelVersionId: draft.id, uploadId: id, type: 'Model' }),
        );
        expect(await server().world.repos.files.ofId(file.id)).toMatchObject({
          name: 'lumen.safetensors',
          virusScanResult: 'Pending',
          pickleScanResult: 'Pending',
          metadata: { format: 'SafeTensor' },
        });

        await second.drainJobs();
        const processed = await server().world.repos.files.ofId(file.id);
        expect(hashesOf(processed)).toEqual(await referencesOf(bytes));
        expect(processed).toMatchObject({
          virusScanResult: 'Success',
          pickleScanResult: 'Success',
          tensorFacts: {
            tensorCount: 3,
            parameterCount: 512 * 1024 + 256 * 1024 + 1,
            dtypes: { F16: 512 * 1024, F32: 256 * 1024 + 1 },
            bytesToLoad: 512 * 1024 * 2 + 256 * 1024 * 4 + 4,
          },
        });
        const stored = await readFile(server().files.pathOf(processed?.storageKey ?? ''));
        expect(Buffer.compare(stored, Buffer.from(bytes))).toBe(0);
      } finally {
        await second.close();
      }
    });

    it('every dangerous pickle fixture and EICAR are refused to non-moderators and served to moderators', async () => {
      const { creator, moderator, published } = await scene();
      const hub = await startHub(server());
      try {
        const dangerous = pickles.manifest.filter((fixture) => fixture.expect === 'Danger');
        expect(dangerous.length).toBeGreaterThan(20);
        const inputs = [
          ...(await Promise.all(
            dangerous.map(async (fixture) => ({
              name: fixture.file,
              bytes: new Uint8Array(await readFile(path.join(pickles.dir, fixture.file))),
            })),
          )),
          { name: 'eicar.com', bytes: new TextEncoder().encode(`${EICAR_TEXT}\n`) },
        ];
        const fileIds = new Map<string, number>();
        for (const input of inputs) {
          const uploadId = await uploadFile(hub, creator.auth, input.bytes, { filename: input.name });
          const file = expectOk(
            await create(hub.url, creator.auth.apiKey, {
              modelVersionId: published.id,
              uploadId,
              type: 'Model',
            }),
          );
          fileIds.set(input.name, file.id);
        }
        await hub.drainJobs();

        const refusedTo: string[] = [];
        for (const [name, fileId] of fileIds) {
          const file = await server().world.repos.files.ofId(fileId);
          if (name === 'eicar.com') {
            expect(file).toMatchObject({ virusScanResult: 'Danger' });
            expect(file?.virusScanMessage).toContain(EICAR_SIGNATURE);
          } else {
            expect({ name, result: file?.pickleScanResult }).toEqual({ name, result: 'Danger' });
          }
          const anonymous = await fetch(`${hub.url}/api/download/models/${published.id}?fileId=${fileId}`);
          const creatorAsks = await fetch(`${hub.url}/api/download/models/${published.id}?fileId=${fileId}`, {
            headers: { authorization: `Bearer ${creator.auth.apiKey}` },
          });
          const moderatorAsks = await fetch(
            `${hub.url}/api/download/models/${published.id}?fileId=${fileId}`,
            {
              headers: { authorization: `Bearer ${moderator.auth.apiKey}` },
            },
          );
          if (anonymous.status === 403 && creatorAsks.status === 403) refusedTo.push(name);
          expect(moderatorAsks.status).toBe(200);
          await Promise.all(
            [anonymous, creatorAsks, moderatorAsks].map((response) => response.body?.cancel()),
          );
        }
        expect(refusedTo.sort()).toEqual([...fileIds.keys()].sort());
      } finally {
        await hub.close();
      }
    });

    it('refuses what is not what it claims, uploads of others, versions of others and unfinished uploads, storing nothing', async () => {
      const { creator, draft } = await scene();
      const other = await server().signedIn(aUser().named('other'));
      const othersModel = await server().world.given.model(aModel().ownedBy(other.user).published());
      const othersDraft = await server().world.given.version(aVersion().of(othersModel).draft());
      const othersPublished = await server().world.given.version(
        aVersion().of(othersModel).index(1).published(),
      );
      const hub = await startHub(server());
      try {
        const pickle = pickles.manifest.find(
          (fixture) => fixture.expect === 'Success' && fixture.file.endsWith('.pkl'),
        );
        const pickleBytes = new Uint8Array(await readFile(path.join(pickles.dir, pickle?.file ?? 'missing')));
        const claimsSafetensors = await uploadFile(hub, creator.auth, pickleBytes, {
          filename: 'real.safetensors',
        });
        const othersUpload = await uploadFile(hub, other.auth, safetensorsFile());
        const tus = tusClient(hub.url);
        const half = await tus.create(1000, creator.auth);
        await tus.patch(half.id ?? '', 0, new Uint8Array(400), creator.auth);
        const key = creator.auth.apiKey;

        expectFailure(
          await create(hub.url, key, {
            modelVersionId: draft.id,
            uploadId: claimsSafetensors,
            type: 'Model',
            metadata: { format: 'SafeTensor' },
          }),
          400,
          'FILE.WRONG_FORMAT',
        );
        const claimsZip = await uploadFile(hub, creator.auth, pickleBytes, {
          type: 'Training Data',
          filename: 'images.zip',
        });
        expectFailure(
          await create(hub.url, key, {
            modelVersionId: draft.id,
            uploadId: claimsZip,
            type: 'Training Data',
          }),
          400,
          'FILE.WRONG_FORMAT',
        );
        // Its size limit was checked as a Model's: it cannot become a Config file here.
        expectFailure(
          await create(hub.url, key, {
            modelVersionId: draft.id,
            uploadId: claimsSafetensors,
            type: 'Config',
          }),
          400,
          'UPLOAD.TYPE_MISMATCH',
        );
        expectFailure(
          await create(hub.url, key, { modelVersionId: draft.id, uploadId: othersUpload, type: 'Model' }),
          404,
          'UPLOAD.NOT_FOUND',
        );
        expectFailure(
          await create(hub.url, key, {
            modelVersionId: othersDraft.id,
            uploadId: claimsSafetensors,
            type: 'Model',
          }),
          404,
          'NOT_FOUND',
        );
        expectFailure(
          await create(hub.url, key, {
            modelVersionId: othersPublished.id,
            uploadId: claimsSafetensors,
            type: 'Model',
          }),
          403,
          'AUTH.FORBIDDEN',
        );
        expectFailure(
          await create(hub.url, key, { modelVersionId: draft.id, uploadId: half.id, type: 'Model' }),
          409,
          'UPLOAD.INCOMPLETE',
        );

        expect(
          await server().world.repos.files.ofVersions([draft.id, othersDraft.id, othersPublished.id]),
        ).toEqual([]);
        // Every refused upload is still there to be linked properly.
        for (const [id, auth] of [
          [claimsSafetensors, creator.auth],
          [claimsZip, creator.auth],
          [othersUpload, other.auth],
        ] as const)
          expect((await tus.head(id, auth)).status).toBe(200);
        expect(await server().world.repos.audit.ofModel(draft.modelId)).toEqual([]);
      } finally {
        await hub.close();
      }
    });

    it('publishing waits for every scan and refuses a dangerous file to the owner', async () => {
      const { creator, draft } = await scene();
      await server().world.given.post(
        aPost()
          .of(draft)
          .by(creator.user as User),
      );
      const hub = await startHub(server());
      try {
        const danger = pickles.manifest.find((fixture) => fixture.expect === 'Danger');
        const uploadId = await uploadFile(
          hub,
          creator.auth,
          new Uint8Array(await readFile(path.join(pickles.dir, danger?.file ?? ''))),
        );
        expectOk(
          await create(hub.url, creator.auth.apiKey, { modelVersionId: draft.id, uploadId, type: 'Model' }),
        );
        const api = apiClient(hub.url);
        expectFailure(
          await api.mutation('modelVersion.publish', { id: draft.id }, creator.auth),
          409,
          'PUBLISH.SCAN_PENDING',
        );
        await hub.drainJobs();
        expectFailure(
          await api.mutation('modelVersion.publish', { id: draft.id }, creator.auth),
          409,
          'PUBLISH.DANGEROUS_FILE',
        );
      } finally {
        await hub.close();
      }
    });

    // Last: it stops this block's clamd.
    it('with clamd stopped, the virus scan is an Error, never a Success', async () => {
      const { creator, draft } = await scene();
      await clamd?.stop();
      const hub = await startHub(server());
      try {
        const uploadId = await uploadFile(hub, creator.auth, safetensorsFile());
        const file = expectOk(
          await create(hub.url, creator.auth.apiKey, { modelVersionId: draft.id, uploadId, type: 'Model' }),
        );
        await hub.drainJobs();
        expect(await server().world.repos.files.ofId(file.id)).toMatchObject({
          virusScanResult: 'Error',
          pickleScanResult: 'Success',
        });
      } finally {
        await hub.close();
      }
    });
  },
);
