import { aFile, aModel, aPost, aUser, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../../../storage/knex/testing/databases.js';
import { expectFailure, expectOk } from '../../testing/expectations.js';
import { publishedModel } from '../../testing/published-model.js';
import { useTestServer } from '../../testing/test-server.js';

type Inbox = { items: { kind: string; message: string }[] };
type Queue<T> = { items: T[]; total: number; hasMore: boolean };

describe.each(databases)('moderator.* (the moderator workspace) on $name', (database) => {
  const server = useTestServer(database);

  it('approving a review request from the queue republishes the model for everyone and tells the owner', async () => {
    const { api, world, signedIn } = server();
    const owner = await signedIn(aUser().named('appellant'));
    const moderator = await signedIn(aUser().moderator());
    const model = await world.given.model(
      aModel().named('Quiet Fields').ownedBy(owner.user).violation('spam'),
    );
    const version = await world.given.version(aVersion().of(model).violation('spam'));
    await world.given.file(aFile().of(version));
    await world.given.post(aPost().of(version));
    expectOk(
      await api.mutation('model.requestReview', { id: model.id, message: 'The ads are gone.' }, owner.auth),
    );

    const queue = expectOk(
      await api.query<Queue<{ model: { id: number }; appeal: string }>>(
        'moderator.getReviewRequests',
        {},
        moderator.auth,
      ),
    );
    expect(queue.items).toEqual([
      expect.objectContaining({
        model: expect.objectContaining({ id: model.id }),
        appeal: 'The ads are gone.',
      }),
    ]);
    expectFailure(await api.query('moderator.getReviewRequests', {}, owner.auth), 403, 'AUTH.FORBIDDEN');
    expectFailure(await api.query('moderator.getReviewRequests', {}), 401, 'AUTH.SIGN_IN_REQUIRED');

    expectOk(await api.mutation('moderator.approveReviewRequest', { modelId: model.id }, moderator.auth));

    expect(expectOk(await api.query('model.getById', { id: model.id }))).toMatchObject({
      model: { id: model.id, status: 'Published' },
    });
    const inbox = expectOk(await api.query<Inbox>('notification.getAll', {}, owner.auth));
    expect(inbox.items).toContainEqual(
      expect.objectContaining({ kind: 'reviewAnswered', message: expect.stringContaining('Quiet Fields') }),
    );
    expect(
      expectOk(await api.query<Queue<unknown>>('moderator.getReviewRequests', {}, moderator.auth)).total,
    ).toBe(0);
  });

  it('resolving a report and acting on it hides the model; the report leaves the queue; the reporter is told', async () => {
    const { api, signedIn } = server();
    const { owner, model } = await publishedModel(server());
    const reporter = await signedIn();
    const moderator = await signedIn(aUser().moderator());
    const filed = expectOk(
      await api.mutation<{ id: number }>(
        'report.create',
        { entityType: 'model', entityId: model.id, reason: 'Spam or scam', details: 'A shop link.' },
        reporter.auth,
      ),
    );
    const open = expectOk(
      await api.query<Queue<{ id: number; target: { modelId: number } }>>(
        'moderator.getReports',
        {},
        moderator.auth,
      ),
    );
    expect(open.items).toEqual([
      expect.objectContaining({ id: filed.id, target: expect.objectContaining({ modelId: model.id }) }),
    ]);

    expectOk(
      await api.mutation(
        'moderator.resolveReport',
        { id: filed.id, outcome: 'resolve', unpublish: true, note: 'Private.' },
        moderator.auth,
      ),
    );

    expectFailure(await api.query('model.getById', { id: model.id }), 404, 'NOT_FOUND');
    expect(
      expectOk(await api.query<Queue<unknown>>('moderator.getReports', {}, moderator.auth)).items,
    ).toEqual([]);
    const inbox = expectOk(await api.query<Inbox>('notification.getAll', {}, reporter.auth));
    expect(inbox.items).toContainEqual(expect.objectContaining({ kind: 'reportResolved' }));
    const history = expectOk(
      await api.query<{ action: string; details: Record<string, unknown> }[]>(
        'model.getAuditLog',
        { id: model.id },
        owner.auth,
      ),
    );
    expect(history[0]).toMatchObject({ action: 'model.resolveReport' });
    expect(history[0]?.details).not.toHaveProperty('note');
    const violations = expectOk(
      await api.query<Queue<{ model: { id: number } }>>('moderator.getModelsInViolation', {}, moderator.auth),
    );
    expect(violations.items.map((item) => item.model.id)).toEqual([model.id]);
    expectFailure(
      await api.mutation('moderator.resolveReport', { id: filed.id, outcome: 'dismiss' }, moderator.auth),
      409,
      'REPORT.CLOSED',
    );
  });

  it('finds models by a file hash and by the owner', async () => {
    const { api, signedIn } = server();
    const { owner, model, version } = await publishedModel(server());
    const moderator = await signedIn(aUser().moderator());
    const [file] = await server().world.repos.files.ofVersion(version.id);
    const hash = file?.hashes[0]?.hash ?? 'none';
    for (const query of [hash.toLowerCase(), owner.user.username, String(model.id)]) {
      const hits = expectOk(
        await api.query<{ id: number }[]>('moderator.getModelsMatching', { query }, moderator.auth),
      );
      expect(hits.map((hit) => hit.id)).toContain(model.id);
    }
  });
});
