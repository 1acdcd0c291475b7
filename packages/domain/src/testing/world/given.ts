import type { LedgerEntry } from '../../buzz/buzz.js';
import type { DonationGoal } from '../../donations/donation-goal.js';
import type { ModelFile } from '../../files/model-file.js';
import type { Image, Post, Tag } from '../../gallery/gallery.js';
import type { Model } from '../../models/model.js';
import type { ModelVersion } from '../../models/model-version.js';
import type { New } from '../../ports/new.js';
import type { Review } from '../../reviews/review.js';
import type { Clock } from '../../shared/clock.js';
import type { Collection } from '../../social/social.js';
import type { User } from '../../users/user.js';
import { aCollection, type CollectionBuilder } from '../builders/a-collection.js';
import { aDonationGoal, type DonationGoalBuilder } from '../builders/a-donation-goal.js';
import { aFile, type FileBuilder } from '../builders/a-file.js';
import { aModel, type ModelBuilder } from '../builders/a-model.js';
import { aPost, type PostBuilder } from '../builders/a-post.js';
import { aReview, type ReviewBuilder } from '../builders/a-review.js';
import { aUser, type UserBuilder } from '../builders/a-user.js';
import { aVersion, type VersionBuilder } from '../builders/a-version.js';
import type { InMemoryRepositories } from '../in-memory/repositories.js';

/**
 * Stores builders through the repositories and returns what was stored. A missing parent is made on the fly
 * (a model gets an owner, a version a model, a review a version and an author…), so a test states only what matters.
 */
export class Given {
  private buzzKeys = 0;
  private tags = 0;

  constructor(
    private readonly repos: InMemoryRepositories,
    private readonly clock: Clock,
  ) {}

  async user(builder: UserBuilder = aUser()): Promise<User> {
    return this.repos.users.create(builder.build(this.clock.now()));
  }

  async model(builder: ModelBuilder = aModel()): Promise<Model> {
    const owned = builder.ownerId === undefined ? builder.ownedBy(await this.user()) : builder;
    return this.repos.models.create(owned.build(this.clock.now()));
  }

  /** Appends the version after the model's existing ones unless `.index(n)` chose its place. */
  async version(builder: VersionBuilder = aVersion()): Promise<ModelVersion> {
    let ready = builder.modelId === undefined ? builder.of(await this.model()) : builder;
    if (!ready.hasIndex) {
      const existing = await this.repos.versions.ofModel(ready.modelId as number);
      ready = ready.index(existing.reduce((next, v) => Math.max(next, v.index + 1), 0));
    }
    return this.repos.versions.create(ready.build(this.clock.now()));
  }

  async file(builder: FileBuilder = aFile()): Promise<ModelFile> {
    const ready = builder.modelVersionId === undefined ? builder.of(await this.version()) : builder;
    return this.repos.files.create(ready.build(this.clock.now()));
  }

  /** The stored post with its stored images. A post without `.by(user)` is by the version's model owner. */
  async post(builder: PostBuilder = aPost()): Promise<Post & { images: Image[] }> {
    let ready = builder;
    if (ready.userId === undefined) {
      const owner =
        ready.modelVersionId === undefined ? null : await this.ownerOfVersion(ready.modelVersionId);
      ready = ready.by(owner ?? (await this.user()));
    }
    const { images, ...post } = ready.build(this.clock.now());
    const stored = await this.repos.posts.create(post, images);
    return { ...stored, images: await this.repos.posts.imagesOf(stored.id) };
  }

  async review(builder: ReviewBuilder = aReview()): Promise<Review> {
    let ready = builder.modelVersionId === undefined ? builder.of(await this.version()) : builder;
    if (ready.userId === undefined) ready = ready.by(await this.user());
    return this.repos.reviews.create(ready.build(this.clock.now()));
  }

  /** A goal without `.by(user)` belongs to the version's model owner. */
  async goal(builder: DonationGoalBuilder = aDonationGoal()): Promise<DonationGoal> {
    let ready = builder.modelVersionId === undefined ? builder.of(await this.version()) : builder;
    if (ready.userId === undefined) {
      const owner = await this.ownerOfVersion(ready.modelVersionId as number);
      ready = ready.by(owner ?? (await this.user()));
    }
    return this.repos.donationGoals.create(ready.build(this.clock.now()));
  }

  async collection(builder: CollectionBuilder = aCollection()): Promise<Collection> {
    const ready = builder.ownerId === undefined ? builder.ownedBy(await this.user()) : builder;
    return this.repos.collections.create(ready.build(this.clock.now()));
  }

  async tag(fields: Partial<New<Tag>> = {}): Promise<Tag> {
    return this.repos.tags.create({
      name: `tag ${++this.tags}`,
      isCategory: false,
      unlisted: false,
      modelCount: 0,
      ...fields,
    });
  }

  /** Mints `amount` Buzz to the user under a fresh idempotency key. */
  async buzz(user: { id: number }, amount: number): Promise<LedgerEntry> {
    const result = await this.repos.ledger.transfer({
      idempotencyKey: `given:buzz:${++this.buzzKeys}`,
      kind: 'mint',
      fromUserId: null,
      toUserId: user.id,
      amount,
      reference: null,
    });
    if (!result.ok) throw new Error(`given.buzz failed: ${result.error.message}`);
    return result.value.entry;
  }

  /** Records a download of the version's first file (file id 0 when it has none), now. */
  async download(user: { id: number } | null, version: { id: number }): Promise<void> {
    const [first] = await this.repos.files.ofVersion(version.id);
    await this.repos.downloads.record({
      userId: user?.id ?? null,
      modelVersionId: version.id,
      fileId: first?.id ?? 0,
      at: this.clock.now(),
    });
  }

  private async ownerOfVersion(modelVersionId: number): Promise<User | null> {
    const version = await this.repos.versions.ofId(modelVersionId);
    const model = version === null ? null : await this.repos.models.ofId(version.modelId);
    return model === null ? null : this.repos.users.ofId(model.userId);
  }
}
