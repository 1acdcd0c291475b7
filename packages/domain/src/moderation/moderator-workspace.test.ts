import { describe, expect, it } from 'vitest';
import { GetModel } from '../models/get-model.js';
import { RequestModelReview } from '../models/request-model-review.js';
import { RequestVersionReview } from '../models/request-version-review.js';
import { CreateReport } from '../social/create-report.js';
import { aFile, aModel, aPost, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { ApproveReviewRequest, DeclineReviewRequest } from './answer-review-request.js';
import { GetModelAuditLog } from './get-model-audit-log.js';
import { ListModelsInViolation } from './list-models-in-violation.js';
import { ListReviewRequests } from './list-review-requests.js';
import { ListReports, ResolveReport } from './moderate-reports.js';
import { SearchForModerators } from './search-for-moderators.js';

const NOW = new Date('2026-01-10T12:00:00Z');

/** An owner's model with one version ready to publish (a file and a post), unpublished for a violation. */
const setup = async () => {
  const world = createTestWorld({ now: NOW });
  const owner = await world.given.user(aUser().named('owner'));
  const moderator = await world.given.user(aUser().named('mod').moderator());
  const visitor = await world.given.user(aUser().named('visitor'));
  const model = await world.given.model(aModel().named('Lumen').violation('spam').ownedBy(owner));
  const version = await world.given.version(aVersion().of(model).violation('spam'));
  await world.given.file(aFile().of(version));
  await world.given.post(aPost().of(version));
  return { world, owner, moderator, visitor, model, version };
};

describe('the review request queue', () => {
  it('lists an appeal with its message; approving republishes the model for everyone and notifies the owner', async () => {
    const { world, owner, moderator, model } = await setup();
    await new RequestModelReview(world.deps).execute(owner, { id: model.id, message: 'I removed the ads.' });

    const queue = await new ListReviewRequests(world.deps).execute(moderator, {});
    expect(queue).toMatchObject({
      ok: true,
      value: {
        total: 1,
        items: [
          {
            level: 'model',
            model: { id: model.id, name: 'Lumen', owner: { username: 'owner' } },
            reason: 'spam',
            appeal: 'I removed the ads.',
          },
        ],
      },
    });

    expect(await new ApproveReviewRequest(world.deps).execute(moderator, { modelId: model.id })).toEqual({
      ok: true,
      value: { modelId: model.id },
    });
    // Observed through other reads: an anonymous visitor sees the model, the queue is empty, the owner was told.
    expect(await new GetModel(world.deps).execute(null, { id: model.id })).toMatchObject({
      ok: true,
      value: { view: 'model', model: { status: 'Published' } },
    });
    expect(await new ListReviewRequests(world.deps).execute(moderator, {})).toMatchObject({
      ok: true,
      value: { items: [], total: 0 },
    });
    expect(world.notifier.sent).toContainEqual({
      recipients: { userIds: [owner.id] },
      notification: { kind: 'reviewAnswered', message: expect.stringContaining('published it again') },
    });
    const history = await new GetModelAuditLog(world.deps).execute(owner, { id: model.id });
    expect(history.ok && history.value.map((entry) => entry.action)).toEqual([
      'model.publish',
      'model.requestReview',
    ]);
  });

  it('declining keeps the model hidden, tells the owner why, lets them ask again', async () => {
    const { world, owner, moderator, visitor, model } = await setup();
    await new RequestModelReview(world.deps).execute(owner, { id: model.id });
    const decline = new DeclineReviewRequest(world.deps);

    expect(await decline.execute(moderator, { modelId: model.id, message: '  ' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    });
    expect(
      await decline.execute(moderator, { modelId: model.id, message: 'The ads are still there.' }),
    ).toMatchObject({ ok: true });
    expect(await new GetModel(world.deps).execute(visitor, { id: model.id })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(world.notifier.sent).toContainEqual({
      recipients: { userIds: [owner.id] },
      notification: { kind: 'reviewAnswered', message: expect.stringContaining('The ads are still there.') },
    });
    const history = await new GetModelAuditLog(world.deps).execute(owner, { id: model.id });
    expect(history.ok && history.value[0]).toMatchObject({
      action: 'model.declineReview',
      details: { message: 'The ads are still there.' },
    });
    expect(await decline.execute(moderator, { modelId: model.id, message: 'again' })).toMatchObject({
      ok: false,
      error: { code: 'REVIEW_REQUEST.NONE' },
    });
    expect(await new RequestModelReview(world.deps).execute(owner, { id: model.id })).toMatchObject({
      ok: true,
    });
  });

  it('answers a version-level request by publishing that version', async () => {
    const world = createTestWorld({ now: NOW });
    const owner = await world.given.user(aUser().named('owner'));
    const moderator = await world.given.user(aUser().moderator());
    const model = await world.given.model(aModel().published().ownedBy(owner));
    const version = await world.given.version(aVersion().of(model).violation('nsfw').named('v2'));
    await world.given.file(aFile().of(version));
    await world.given.post(aPost().of(version));
    await new RequestVersionReview(world.deps).execute(owner, { id: version.id });

    const queue = await new ListReviewRequests(world.deps).execute(moderator, {});
    expect(queue.ok && queue.value.items).toMatchObject([{ level: 'version', version: { id: version.id } }]);
    expect(
      await new ApproveReviewRequest(world.deps).execute(moderator, {
        modelId: model.id,
        modelVersionId: version.id,
      }),
    ).toMatchObject({ ok: true });
    expect(await world.repos.versions.ofId(version.id)).toMatchObject({ status: 'Published' });
    expect(world.notifier.sent).toContainEqual({
      recipients: { userIds: [owner.id] },
      notification: { kind: 'reviewAnswered', message: expect.stringContaining('"v2"') },
    });
  });

  it('is for moderators only', async () => {
    const { world, owner, model } = await setup();
    await new RequestModelReview(world.deps).execute(owner, { id: model.id });
    expect(await new ListReviewRequests(world.deps).execute(null, {})).toMatchObject({
      ok: false,
      error: { code: 'AUTH.SIGN_IN_REQUIRED' },
    });
    expect(await new ListReviewRequests(world.deps).execute(owner, {})).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await new ApproveReviewRequest(world.deps).execute(owner, { modelId: model.id })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect((await world.repos.models.ofId(model.id))?.status).toBe('UnpublishedViolation');
  });
});

describe('the report queue', () => {
  const reported = async () => {
    const world = createTestWorld({ now: NOW });
    const owner = await world.given.user(aUser().named('owner'));
    const moderator = await world.given.user(aUser().named('mod').moderator());
    const reporter = await world.given.user(aUser().named('reporter'));
    const model = await world.given.model(aModel().named('Lumen').published().ownedBy(owner));
    await world.given.version(aVersion().of(model).published());
    const report = await new CreateReport(world.deps).execute(reporter, {
      entityType: 'model',
      entityId: model.id,
      reason: 'Spam or scam',
      details: 'Links to a shop.',
    });
    if (!report.ok) throw new Error('the report was not filed');
    return { world, owner, moderator, reporter, model, report: report.value };
  };

  it('lists an open report with its target and reporter', async () => {
    const { world, moderator, model, report } = await reported();
    expect(await new ListReports(world.deps).execute(moderator, {})).toMatchObject({
      ok: true,
      value: {
        total: 1,
        items: [
          {
            id: report.id,
            reason: 'Spam or scam',
            details: 'Links to a shop.',
            reporter: { username: 'reporter' },
            target: { entityType: 'model', label: 'Lumen', modelId: model.id },
          },
        ],
      },
    });
  });

  it('resolving and acting unpublishes the model; the report leaves the queue; the reporter is told', async () => {
    const { world, owner, moderator, reporter, model, report } = await reported();
    const resolved = await new ResolveReport(world.deps).execute(moderator, {
      id: report.id,
      outcome: 'resolve',
      unpublish: true,
      note: 'Second report this week.',
    });
    expect(resolved).toMatchObject({ ok: true, value: { status: 'Resolved', resolvedBy: moderator.id } });

    expect(await new GetModel(world.deps).execute(null, { id: model.id })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await new ListReports(world.deps).execute(moderator, {})).toMatchObject({
      ok: true,
      value: { items: [], total: 0 },
    });
    expect(world.notifier.sent).toContainEqual({
      recipients: { userIds: [reporter.id] },
      notification: { kind: 'reportResolved', message: expect.stringContaining('took action') },
    });
    // The owner reads the history without the moderator's private note; the moderator reads it with it.
    const forOwner = await new GetModelAuditLog(world.deps).execute(owner, { id: model.id });
    expect(forOwner.ok && forOwner.value[0]).toMatchObject({ action: 'model.resolveReport' });
    expect(forOwner.ok && forOwner.value[0]?.details).not.toHaveProperty('note');
    const forModerator = await new GetModelAuditLog(world.deps).execute(moderator, { id: model.id });
    expect(forModerator.ok && forModerator.value[0]?.details).toMatchObject({
      note: 'Second report this week.',
    });
    const violations = await new ListModelsInViolation(world.deps).execute(moderator, {});
    expect(violations.ok && violations.value.items).toMatchObject([
      { model: { id: model.id }, reason: 'Spam or scam' },
    ]);
  });

  it('dismissing leaves the model as it is and closes the report once', async () => {
    const { world, moderator, reporter, model, report } = await reported();
    const resolve = new ResolveReport(world.deps);
    expect(await resolve.execute(moderator, { id: report.id, outcome: 'dismiss' })).toMatchObject({
      ok: true,
      value: { status: 'Dismissed' },
    });
    expect(await new GetModel(world.deps).execute(null, { id: model.id })).toMatchObject({ ok: true });
    expect(await resolve.execute(moderator, { id: report.id, outcome: 'resolve' })).toMatchObject({
      ok: false,
      error: { code: 'REPORT.CLOSED' },
    });
    expect(await resolve.execute(reporter, { id: report.id, outcome: 'dismiss' })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(world.notifier.sent).toContainEqual({
      recipients: { userIds: [reporter.id] },
      notification: { kind: 'reportResolved', message: expect.stringContaining('nothing to act on') },
    });
  });
});

describe('SearchForModerators', () => {
  it('finds models by id, name, owner and file hash, hidden ones included', async () => {
    const world = createTestWorld({ now: NOW });
    const owner = await world.given.user(aUser().named('ada_lumen'));
    const moderator = await world.given.user(aUser().moderator());
    const hidden = await world.given.model(aModel().named('Quiet Fields').violation().ownedBy(owner));
    const other = await world.given.model(aModel().named('Lumen XL').published());
    const version = await world.given.version(aVersion().of(other).published());
    const file = await world.given.file(aFile().of(version));
    const hash = file.hashes[0]?.hash ?? 'missing';
    const search = new SearchForModerators(world.deps);
    const ids = async (query: string) => {
      const hits = await search.execute(moderator, { query });
      return hits.ok ? hits.value.map((hit) => [hit.id, hit.matchedBy]) : hits.error.code;
    };

    expect(await ids(String(hidden.id))).toContainEqual([hidden.id, 'id']);
    expect(await ids('quiet')).toEqual([[hidden.id, 'name']]);
    expect(await ids('ada_lumen')).toEqual([[hidden.id, 'user']]);
    expect(await ids(hash.toLowerCase())).toEqual([[other.id, 'hash']]);
    expect(await ids('nothing like it')).toEqual([]);
    expect(await search.execute(owner, { query: 'quiet' })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
  });
});
