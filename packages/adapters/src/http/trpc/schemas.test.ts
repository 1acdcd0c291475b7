import { aUser } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../../storage/knex/testing/databases.js';
import { useTestServer } from '../testing/test-server.js';
import { INT4_MAX, id, int4, text } from './schemas.js';

describe('stored whole numbers', () => {
  it('take ids up to the largest PostgreSQL integer, and refuse beyond it', () => {
    expect(id.safeParse(INT4_MAX).success).toBe(true);
    expect(id.safeParse(INT4_MAX + 1).success).toBe(false);
    expect(id.safeParse(2 ** 53 - 1).success).toBe(false);
    expect(int4.safeParse(-INT4_MAX - 1).success).toBe(true);
    expect(int4.safeParse(-INT4_MAX - 2).success).toBe(false);
  });
});

// Found by the mutation fuzz (src/http/fuzz/): ids past int4 reached PostgreSQL and came back as 500.
describe.each(databases)('an id past the integer range on $name', (database) => {
  const server = useTestServer(database);

  it.each([
    ['model.delete', { id: 2 ** 31 }],
    ['collection.unfollow', { collectionId: 2 ** 32 }],
    ['resourceReview.create', { modelId: 1, modelVersionId: 2 ** 53 - 1, recommended: true }],
    ['resourceReview.update', { id: 1, rating: 2 ** 31 }],
  ])('%s answers 400 INVALID_INPUT, not a 500', async (name, input) => {
    const { auth } = await server().signedIn(aUser().moderator());
    const answer = await server().api.mutation(name, input, auth);
    expect(answer.status).toBe(400);
    expect(answer.ok ? null : answer.error.data.errorCode).toBe('INVALID_INPUT');
  });
});

// Found by the mutation fuzz: PostgreSQL's text cannot hold U+0000, so a NUL in a username or text answered 500.
describe.each(databases)('text with a NUL character on $name', (database) => {
  const server = useTestServer(database);

  it('is refused by the text shape', () => {
    expect(text(10).safeParse('a\u0000b').success).toBe(false);
    expect(text(10).safeParse('ab').success).toBe(true);
  });

  it.each([
    ['auth.signIn', { username: 'a\u0000b', password: ' ' }],
    ['auth.createApiKey', { name: 'key\u0000' }],
  ])('%s answers 400 INVALID_INPUT, not a 500', async (name, input) => {
    const { auth } = await server().signedIn(aUser());
    const answer = await server().api.mutation(name, input, name === 'auth.signIn' ? undefined : auth);
    expect(answer.status).toBe(400);
    expect(answer.ok ? null : answer.error.data.errorCode).toBe('INVALID_INPUT');
  });
});
