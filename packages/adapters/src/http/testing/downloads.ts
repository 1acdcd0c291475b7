import { createHash, randomBytes } from 'node:crypto';
import type { User } from '@atelier/domain';
import { aModel, aVersion, type FileBuilder } from '@atelier/domain/testing';
import { hashBytes } from '../../files/hashes.js';
import type { TestServer } from './test-server.js';

/** What the download route's tests share (rest/download*.route.test.ts). */

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').toUpperCase();

/** A stored file whose bytes are on disk and whose recorded hashes are the real ones. */
export const storedFile = async (
  server: TestServer,
  builder: FileBuilder,
  bytes = randomBytes(64 * 1024),
) => {
  const hashes = hashBytes(bytes);
  const file = await server.world.given.file(
    builder.with({
      hashes: [
        { type: 'AutoV2', hash: hashes.AutoV2 },
        { type: 'SHA256', hash: hashes.SHA256 },
      ],
    }),
  );
  await server.files.write(file.storageKey, bytes);
  return { file, bytes };
};

export const publishedVersion = async (
  server: TestServer,
  owner?: User,
  version = aVersion().published(),
) => {
  const model = await server.world.given.model(
    owner ? aModel().ownedBy(owner).published() : aModel().published(),
  );
  return server.world.given.version(version.of(model));
};

export const download = (server: TestServer, path: string, init: RequestInit & { apiKey?: string } = {}) => {
  const { apiKey, headers, ...rest } = init;
  return fetch(`${server.url}/api/download/${path}`, {
    ...rest,
    headers: {
      ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
      ...(headers as Record<string, string>),
    },
  });
};
