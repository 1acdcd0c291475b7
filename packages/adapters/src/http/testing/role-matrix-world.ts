import { randomBytes } from 'node:crypto';
import {
  aCollection,
  aDonationGoal,
  aFile,
  aModel,
  aPost,
  aReview,
  aUser,
  aVersion,
  DEFAULT_NOW,
  type FileBuilder,
} from '@atelier/domain/testing';
import { hashBytes } from '../../files/hashes.js';
import type { State, Viewer } from '../role-matrix.cells.js';
import {
  type Context,
  type Fixture,
  inState,
  MISSING,
  type Viewers,
  versionInState,
} from '../role-matrix.inputs.js';
import type { TestServer } from './test-server.js';

/**
 * The role matrix's world over a test server: the viewers and their accounts (`setUp`), and a model of the owner's in
 * a given state with everything the matrix's calls need hanging off it (`fixture`).
 */
export const roleMatrixWorld = (server: () => TestServer) => {
  /** A stored file whose bytes are on disk, so downloads can serve it. */
  const storedFile = async (builder: FileBuilder) => {
    const bytes = randomBytes(1024);
    const hashes = hashBytes(bytes);
    const file = await server().world.given.file(
      builder.with({
        hashes: [
          { type: 'AutoV2', hash: hashes.AutoV2 },
          { type: 'SHA256', hash: hashes.SHA256 },
        ],
      }),
    );
    await server().files.write(file.storageKey, bytes);
    return file;
  };

  const setUp = async (): Promise<Context> => {
    const { signedIn, world, accounts } = server();
    const made = await Promise.all([
      signedIn(aUser()),
      signedIn(aUser().member()),
      signedIn(aUser()),
      signedIn(aUser()),
      signedIn(aUser().moderator()),
      signedIn(aUser().muted()),
    ]).then(([signedInUser, member, owner, otherOwner, moderator, muted]) => ({
      signedIn: { user: signedInUser.user, apiKey: signedInUser.auth.apiKey },
      member: { user: member.user, apiKey: member.auth.apiKey },
      owner: { user: owner.user, apiKey: owner.auth.apiKey },
      otherOwner: { user: otherOwner.user, apiKey: otherOwner.auth.apiKey },
      moderator: { user: moderator.user, apiKey: moderator.auth.apiKey },
      muted: { user: muted.user, apiKey: muted.auth.apiKey },
    }));
    const viewers: Viewers = made;
    const others = await world.given.model(aModel().ownedBy(viewers.otherOwner.user).published());
    await world.given.version(aVersion().of(others).published());
    for (const { user } of Object.values(viewers)) await world.given.buzz(user, 1000);
    const collectionOf = { anonymous: 0 } as Record<Viewer, number>;
    for (const [viewer, { user }] of Object.entries(viewers))
      collectionOf[viewer as Viewer] = (await world.given.collection(aCollection().ownedBy(user))).id;
    collectionOf.anonymous = collectionOf.owner;
    const follow = await world.given.collection(aCollection().ownedBy(viewers.owner.user));
    const unfollow = await world.given.collection(aCollection().ownedBy(viewers.owner.user));
    for (const [viewer, { user }] of Object.entries(viewers))
      if (viewer !== 'owner') await world.repos.collections.follow(user.id, unfollow.id);
    const password = 'a long enough passphrase';
    const signInAs = { username: `known_${randomBytes(4).toString('hex')}`, password };
    const account = await accounts.signUp(signInAs);
    if (!account.ok) throw new Error('could not make the sign-in account');
    const second = await accounts.createApiKey(viewers.owner.user.id, 'second');
    const vaultModel = await world.given.model(aModel().ownedBy(viewers.otherOwner.user).published());
    const vaultVersion = await world.given.version(aVersion().of(vaultModel).published());
    await world.repos.vault.add({
      userId: viewers.member.user.id,
      modelVersionId: vaultVersion.id,
      modelId: vaultModel.id,
      modelName: 'vaulted',
      versionName: 'v1',
      sizeKb: 1,
      notes: null,
      addedAt: DEFAULT_NOW,
    });
    return {
      viewers,
      ownerCollections: { follow: follow.id, unfollow: unfollow.id },
      extra: {
        collectionOf,
        signInAs,
        ownersSecondKeyId: second.id,
        memberVaultVersionId: vaultVersion.id,
        publishedModelId: others.id,
      },
    };
  };

  const fixture = async (state: State, { viewers }: Context, vaulted = true): Promise<Fixture> => {
    const { world } = server();
    const model = await world.given.model(inState(aModel().ownedBy(viewers.owner.user), state));
    const v1 = await world.given.version(versionInState(aVersion().of(model), state));
    const v2 = await world.given.version(aVersion().of(model).index(1).draft());
    await storedFile(aFile().of(v1));
    await storedFile(aFile().of(v1).type('Training Data').named('training.zip'));
    const v2File = await world.given.file(aFile().of(v2));
    const v1Post = await world.given.post(aPost().of(v1).by(viewers.owner.user));
    await world.given.post(aPost().of(v2).by(viewers.owner.user));
    const goal = await world.given.goal(aDonationGoal().of(v1).by(viewers.owner.user).amount(1000));
    for (const { user } of Object.values(viewers)) await world.given.download(user, v1);
    const review = await world.given.review(aReview().of(v1).by(viewers.member.user).up());
    const comment = await world.repos.comments.create({
      modelId: model.id,
      userId: viewers.member.user.id,
      content: 'Nice',
      createdAt: DEFAULT_NOW,
    });
    await world.repos.explorationPrompts.upsert({
      id: v1.id,
      modelId: model.id,
      name: 'existing',
      prompt: 'a lighthouse',
      index: 0,
    });
    if (!vaulted)
      return {
        model,
        v1,
        v2,
        goalId: goal.id,
        reviewId: review.id,
        vaultItemId: MISSING,
        v2FileId: v2File.id,
        v1PostId: v1Post.id,
        v1ImageId: v1Post.images[0]?.id ?? MISSING,
        commentId: comment.id,
      };
    const item = await world.repos.vault.add({
      userId: viewers.member.user.id,
      modelVersionId: v1.id,
      modelId: model.id,
      modelName: 'model',
      versionName: 'v1',
      sizeKb: 1,
      notes: null,
      addedAt: DEFAULT_NOW,
    });
    return {
      model,
      v1,
      v2,
      goalId: goal.id,
      reviewId: review.id,
      vaultItemId: item.id,
      v2FileId: v2File.id,
      v1PostId: v1Post.id,
      v1ImageId: v1Post.images[0]?.id ?? MISSING,
      commentId: comment.id,
    };
  };

  return { setUp, fixture };
};
