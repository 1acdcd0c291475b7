import { randomBytes } from 'node:crypto';
import { HASH_TYPES, type HashType, type ModelVersion } from '@atelier/domain';
import { aFile, aModel, aPost, aUser, aVersion } from '@atelier/domain/testing';
import { expect } from 'vitest';
import { errorShape } from '../rest/v1/shapes.js';
import type { TestServer } from './test-server.js';

/**
 * What the REST API v1's contract tests share (rest/v1/*.route.test.ts): the origin their servers are configured
 * with, requests, the error check every refusal must pass, and a released model with versions, files and pictures.
 */

export const ORIGIN = 'https://hub.example';

/** The lengths each hash type is kept at (docs/file-hashes.md). */
const LENGTHS: Record<HashType, number> = {
  SHA256: 64,
  AutoV2: 10,
  AutoV1: 8,
  AutoV3: 12,
  CRC32: 8,
  BLAKE3: 64,
};
export const hex = (length: number) => randomBytes(length).toString('hex').slice(0, length).toUpperCase();
/** One random hash of every type, at its kept length. */
export const allHashes = () => HASH_TYPES.map((type) => ({ type, hash: hex(LENGTHS[type]) }));

export const get = (server: TestServer, path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/v1${path}`, { headers });

export const post = (server: TestServer, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** A refusal: the status, and a JSON body with a non-empty `error`. */
export const expectError = async (response: Response, status: number) => {
  expect(response.status).toBe(status);
  const body = errorShape.parse(await response.json());
  expect(body.error.length).toBeGreaterThan(0);
  return body;
};

/** A published model with three published versions (the middle one published last) and files and pictures. */
export const releasedModel = async (server: TestServer, username = 'lumen') => {
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
