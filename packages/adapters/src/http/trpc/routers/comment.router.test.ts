import { aUser } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../../../storage/knex/testing/databases.js';
import { expectFailure, expectOk } from '../../testing/expectations.js';
import { publishedModel } from '../../testing/published-model.js';
import { useTestServer } from '../../testing/test-server.js';

type Thread = {
  gate: { open: boolean; code?: string; message?: string };
  comments: { id: number; content: string; replies: { content: string }[] }[];
  total: number;
};

describe.each(databases)('comment.* on $name', (database) => {
  const server = useTestServer(database);

  it('stores and answers sanitised HTML: http(s) links only, each with rel="nofollow ugc noopener"', async () => {
    const { api, signedIn } = server();
    const { model } = await publishedModel(server());
    const fan = await signedIn();
    const unsafe =
      '<p onclick="x">Hi<script>alert(1)</script> <a href="javascript:alert(2)">bad</a> <a href="https://example.com">ok</a></p>';

    const created = expectOk(
      await api.mutation<{ id: number; content: string }>(
        'comment.create',
        { modelId: model.id, content: unsafe },
        fan.auth,
      ),
    );
    const safe =
      '<p>Hi <a>bad</a> <a href="https://example.com" rel="nofollow ugc noopener" target="_blank">ok</a></p>';
    expect(created.content).toBe(safe);
    expectOk(
      await api.mutation(
        'comment.create',
        { modelId: model.id, content: 'A reply', parentId: created.id },
        fan.auth,
      ),
    );
    const thread = expectOk(await api.query<Thread>('comment.getThread', { modelId: model.id }));
    expect(thread).toMatchObject({
      gate: { open: false, code: 'AUTH.SIGN_IN_REQUIRED' },
      total: 2,
      comments: [{ id: created.id, content: safe, replies: [{ content: 'A reply' }] }],
    });
  });

  it('sends the gate to a muted user and refuses their comment with the same text', async () => {
    const { api, signedIn } = server();
    const { model } = await publishedModel(server());
    const muted = await signedIn(aUser().muted());

    const thread = expectOk(await api.query<Thread>('comment.getThread', { modelId: model.id }, muted.auth));
    expect(thread.gate).toEqual({
      open: false,
      code: 'USER.MUTED',
      message: 'Muted users cannot add posts or reviews.',
    });
    expectFailure(
      await api.mutation('comment.create', { modelId: model.id, content: 'Hi' }, muted.auth),
      403,
      'USER.MUTED',
    );
  });

  it('stops writes once a moderator locks the discussion with model.toggleLockComments', async () => {
    const { api, signedIn } = server();
    const { model } = await publishedModel(server());
    const fan = await signedIn();
    const moderator = await signedIn(aUser().moderator());
    const comment = expectOk(
      await api.mutation<{ id: number }>('comment.create', { modelId: model.id, content: 'Hi' }, fan.auth),
    );

    expectOk(await api.mutation('model.toggleLockComments', { id: model.id, locked: true }, moderator.auth));

    for (const [procedure, input] of [
      ['comment.create', { modelId: model.id, content: 'Again' }],
      ['comment.update', { id: comment.id, content: 'Edited' }],
      ['comment.toggleReaction', { id: comment.id, reaction: 'like' }],
      ['comment.delete', { id: comment.id }],
    ] as const) {
      expectFailure(await api.mutation(procedure, input, fan.auth), 409, 'COMMENTS.LOCKED');
    }
    const thread = expectOk(await api.query<Thread>('comment.getThread', { modelId: model.id }, fan.auth));
    expect(thread.gate).toMatchObject({ open: false, message: 'Discussion is turned off for this model.' });
  });
});
