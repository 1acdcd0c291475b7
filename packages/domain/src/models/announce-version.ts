import { modelStateOf, type PolicyModel } from '../permissions/policy.js';
import type { Recipients } from '../ports/services.js';
import type { Repositories } from '../ports/unit-of-work.js';
import type { Model } from './model.js';
import type { ModelVersion } from './model-version.js';

/** What `Notifier.notify` is given for a new version: who, and what they read. */
export type VersionAnnouncement = {
  recipients: Recipients;
  notification: { kind: 'modelPublished'; message: string };
};

/**
 * Issue 14: a new version of a model that is already public is news for the creator's followers and the model's
 * notify subscribers. Only when the version goes public now (a version scheduled for later, or one of a model not
 * public yet, announces nothing: the model's own publishing is not news of a new version) and was not public before.
 */
export const isVersionNews = (
  model: PolicyModel,
  before: Pick<ModelVersion, 'status'>,
  after: Pick<ModelVersion, 'status'>,
  now: Date,
): boolean =>
  modelStateOf(model, now) === 'published' && before.status !== 'Published' && after.status === 'Published';

/** Each recipient once, never the one who published. */
const announcementRecipients = (
  followers: readonly number[],
  subscribers: readonly number[],
  publisherId: number,
): number[] => [...new Set([...followers, ...subscribers])].filter((id) => id !== publisherId);

/** The announcement for a newly public version, or null when nobody is to hear of it. */
export const versionAnnouncement = async (
  r: Pick<Repositories, 'follows' | 'notifySettings'>,
  model: Pick<Model, 'id' | 'name' | 'userId'>,
  version: Pick<ModelVersion, 'name'>,
  publisherId: number,
): Promise<VersionAnnouncement | null> => {
  const [followers, subscribers] = await Promise.all([
    r.follows.followersOf(model.userId),
    r.notifySettings.subscribers('model', model.id),
  ]);
  const userIds = announcementRecipients(followers, subscribers, publisherId);
  if (userIds.length === 0) return null;
  return {
    recipients: { userIds },
    notification: {
      kind: 'modelPublished',
      message: `A new version of "${model.name}" is out: ${version.name}.`,
    },
  };
};
