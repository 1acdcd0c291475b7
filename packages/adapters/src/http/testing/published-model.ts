import { aFile, aModel, aPost, aVersion } from '@atelier/domain/testing';
import type { TestServer } from './test-server.js';

/** A signed-in owner with a published model whose one version is complete (a file and a post). */
export const publishedModel = async ({ world, signedIn }: TestServer) => {
  const owner = await signedIn();
  const model = await world.given.model(aModel().ownedBy(owner.user).published());
  const version = await world.given.version(aVersion().of(model).published());
  await world.given.file(aFile().of(version));
  await world.given.post(aPost().of(version));
  return { owner, model, version };
};
