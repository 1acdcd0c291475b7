import type { APIRequestContext, Page } from '@playwright/test';
import { modelUpsertInput, mutateAs, queryAs } from './support/api';
import { LUMEN_REALISM, PLAIN_MODEL, POI_MODEL } from './support/demo';
import { expect } from './support/fixtures';
import { atelierOn, testOnOwnHub } from './support/own-hub';

/**
 * Issue 15's acceptance for the page cache (docs/page-cache.md): no stale page after any kind of write, and every
 * viewer gets the HTML a render without the cache would give. Each write here primes the cache first, so the
 * anonymous read after it would be the stale copy if anything were missed. The journeys write to a hub of their own
 * (support/own-hub.ts, port ATELIER_E2E_PORT + 2000): writes on the shared hub by journeys running at the same time
 * would make the "the cache answered" checks race.
 */
const PORT = Number(process.env.ATELIER_E2E_PORT ?? 4173) + 2000;

const test = testOnOwnHub(PORT, { ATELIER_FLAGS_REFRESH_MS: '250' });

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** A cookie of the session cookie's name that is no session: the server renders afresh, for nobody. */
const NO_SESSION = { cookie: 'atelier_session=-' };

type Answer = { status: number; cache: string | undefined; html: string; location: string | undefined };

/**
 * What two renders of the same data have in common, whenever they run: the document with the CSP nonce taken out
 * and the streamed loader data set apart, and the strings of that data. The data also holds the moments its
 * queries were read (TanStack Query's `dataUpdatedAt` and `dehydratedAt`), and its encoding (turbo-stream) writes
 * a value seen before as a reference, so two equal moments in one render shift every later index: its numbers
 * (and the keys it writes as indices) are not compared. Every number a visitor sees is in the document itself.
 */
const comparable = (html: string): { document: string; strings: string[] } => {
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
  const withoutNonce = nonce === undefined ? html : html.split(nonce).join('NONCE');
  const data: string[] = [];
  const document = withoutNonce.replace(
    /streamController\.enqueue\((".*?")\);<\/script>/gs,
    (_all, payload: string) => {
      data.push(JSON.parse(payload) as string);
      return 'streamController.enqueue(DATA);</script>';
    },
  );
  const strings = new Set<string>();
  // `"_12"`: a key written as the index of its name, shifted like the rest.
  for (const chunk of data)
    for (const match of chunk.matchAll(/"(?:[^"\\]|\\.)*"/g))
      if (!/^"_\d+"$/.test(match[0])) strings.add(match[0]);
  return { document, strings: [...strings].sort() };
};

const read = async (request: APIRequestContext, path: string, headers: Record<string, string> = {}) => {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  return {
    status: response.status(),
    cache: response.headers()['x-page-cache'],
    html: await response.text(),
    location: response.headers().location,
  } satisfies Answer;
};

/** Reads `path` anonymously until the cache answers it (a render stores the page as it ends). */
const prime = async (request: APIRequestContext, path: string): Promise<Answer> => {
  await read(request, path);
  const second = await read(request, path);
  expect(second.cache, `${path} was not stored after a render`).toBe('hit');
  return second;
};

/** An anonymous read right after a write: rendered afresh, and the same HTML a render without the cache gives. */
const expectFresh = async (request: APIRequestContext, path: string): Promise<Answer> => {
  const anonymous = await expectCurrent(request, path);
  expect(anonymous.cache).toBe('miss');
  return anonymous;
};

/** An anonymous read, from the cache or not, is the HTML a render without the cache gives. */
const expectCurrent = async (request: APIRequestContext, path: string): Promise<Answer> => {
  const anonymous = await read(request, path);
  const uncached = await read(request, path, NO_SESSION);
  expect(uncached.cache).toBe('bypass');
  expect(anonymous.status).toBe(uncached.status);
  expect(comparable(anonymous.html)).toEqual(comparable(uncached.html));
  return anonymous;
};

const ok = (result: { errorCode: string | null; message: string | null }) =>
  expect(result.errorCode, result.message ?? '').toBeNull();

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '';

test('after every kind of write, a visitor who is not signed in reads the page as it now is', async ({
  playwright,
  newPageAs,
  hub,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL: hub.url });
  let path: string = LUMEN_REALISM.path;
  const owner = await newPageAs(LUMEN_REALISM.owner);
  const moderator = await newPageAs('moderator');
  const member = await newPageAs('member');

  await test.step('the cached page is the page: the same HTML as a render without the cache', async () => {
    const cached = await prime(anonymous, path);
    const uncached = await read(anonymous, path, NO_SESSION);
    expect(comparable(cached.html)).toEqual(comparable(uncached.html));
  });

  await test.step('the owner renames the model', async () => {
    await prime(anonymous, path);
    ok(
      await mutateAs(
        owner,
        'model.upsert',
        await modelUpsertInput(owner, LUMEN_REALISM.id, { name: 'Lumen Realism Renamed' }),
      ),
    );
    // The old address now sends visitors on to the new name's.
    const moved = await expectFresh(anonymous, path);
    expect(moved.status).toBe(301);
    path = moved.location ?? '';
    expect(path).toBe(`/models/${LUMEN_REALISM.id}/lumen-realism-renamed`);
    expect(h1((await expectFresh(anonymous, path)).html)).toBe('Lumen Realism Renamed');
  });

  await test.step('a member downloads a file and reviews the version', async () => {
    await prime(anonymous, path);
    const download = await member.request.get(`/api/download/models/${LUMEN_REALISM.versionIds['v2.1']}`, {
      maxRedirects: 0,
    });
    expect(download.status()).toBeLessThan(400);
    await expectFresh(anonymous, path);

    await prime(anonymous, path);
    ok(
      await mutateAs(member, 'resourceReview.create', {
        modelId: LUMEN_REALISM.id,
        modelVersionId: LUMEN_REALISM.versionIds['v2.1'],
        recommended: true,
        details: 'Cached pages never hide this review.',
      }),
    );
    await expectFresh(anonymous, path);
  });

  await test.step('a member tips the creator for the model', async () => {
    await prime(anonymous, path);
    const { creatorId } = await queryAs<{ creatorId: number }>(member, 'model.getById', {
      id: LUMEN_REALISM.id,
    });
    ok(
      await mutateAs(member, 'buzz.tip', {
        toUserId: creatorId,
        amount: 10,
        entityType: 'model',
        entityId: LUMEN_REALISM.id,
      }),
    );
    await expectFresh(anonymous, path);
  });

  await test.step('a moderator archives the model', async () => {
    await prime(anonymous, path);
    ok(await mutateAs(moderator, 'model.changeMode', { id: LUMEN_REALISM.id, mode: 'Archived' }));
    await expectFresh(anonymous, path);
  });

  await test.step('a moderator busts the cache of a version', async () => {
    await prime(anonymous, path);
    ok(await mutateAs(moderator, 'modelVersion.bustCache', { id: LUMEN_REALISM.versionIds['v3.0'] }));
    await expectFresh(anonymous, path);
  });

  await test.step('the CLI, in a process of its own, unpublishes a model for a violation', async () => {
    const plain = (await read(anonymous, `/models/${PLAIN_MODEL.id}`)).location ?? '';
    expect((await prime(anonymous, plain)).status).toBe(200);
    await atelierOn(
      hub,
      'unpublish-violation',
      '--model',
      String(PLAIN_MODEL.id),
      '--reason',
      'Spam',
      '--as',
      'moderator',
    );
    const after = await expectFresh(anonymous, plain);
    expect(after.status).toBe(404);
  });

  await test.step('the CLI turns a feature flag off', async () => {
    await prime(anonymous, path);
    await atelierOn(hub, 'flags', 'set', 'buzz', 'off');
    try {
      // The server reads the flags table every 250 ms here; until then its pages still show Buzz, cached or not.
      await expect
        .poll(async () => (await read(anonymous, path)).html.includes('>Tip'), { timeout: 30_000 })
        .toBe(false);
      // The reads above may have stored the page again, after the server took the flag in.
      await expectCurrent(anonymous, path);
    } finally {
      await atelierOn(hub, 'flags', 'set', 'buzz', 'on');
    }
  });
  await anonymous.dispose();
});

test('with the cache primed, every viewer gets the HTML a render without the cache gives', async ({
  playwright,
  newPageAs,
  hub,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL: hub.url });
  const poiHider = await newPageAs('visitor');
  ok(await mutateAs(poiHider, 'user.updateSettings', { disablePoi: true }));
  const safeOnly = await newPageAs('brushwork');
  ok(await mutateAs(safeOnly, 'user.updateSettings', { browsingLevel: 1 }));
  const owner = await newPageAs(LUMEN_REALISM.owner);
  const viewers: [string, Page][] = [
    ['a moderator', await newPageAs('moderator')],
    ['a viewer hiding real people', poiHider],
    ['a viewer of safe images only', safeOnly],
    ['a muted user', await newPageAs('muted')],
  ];
  // The addresses with the models' names now (the journey above renames Lumen Realism).
  const [lumen, poi] = await Promise.all(
    [LUMEN_REALISM.id, POI_MODEL.id].map(
      async (id) => (await read(anonymous, `/models/${id}`)).location ?? '',
    ),
  );
  // A member with every setting at its default shares the public page (the viewer overlay brings their own state),
  // and so does an owner on someone else's model; on their own, the owner's page is theirs.
  const member = await newPageAs('member');
  for (const [path, sharing, own] of [
    [lumen ?? '', [['the member', member]], [['the owner', owner], ...viewers]],
    [
      poi ?? '',
      [
        ['the member', member],
        ['the owner of another model', owner],
      ],
      viewers,
    ],
  ] as [string, [string, Page][], [string, Page][]][]) {
    const cached = await prime(anonymous, path);
    expect(comparable(cached.html)).toEqual(comparable((await read(anonymous, path, NO_SESSION)).html));
    for (const [who, page] of sharing) {
      const shared = await read(page.request, path);
      expect(shared.cache, `${who} on ${path}`).toBe('hit');
      expect(shared.html, `${who} on ${path}`).toBe(cached.html);
    }
    for (const [who, page] of own) {
      const theirs = await read(page.request, path);
      expect(theirs.cache, `${who} on ${path}`).toBe('bypass');
      expect(comparable(theirs.html), `${who} on ${path} got the cached page`).not.toEqual(
        comparable(cached.html),
      );
      // A second render for them is their page again: what they got is theirs, not someone else's.
      expect(comparable((await read(page.request, path)).html), `${who} on ${path}`).toEqual(
        comparable(theirs.html),
      );
    }
  }
  await anonymous.dispose();
});
