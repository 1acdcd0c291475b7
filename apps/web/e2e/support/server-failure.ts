import type { Page } from '@playwright/test';

/**
 * A test double at the network edge, the one place journeys fake the server: the browser's next call of
 * `procedure` gets a tRPC error answer (HTTP 500, superjson-encoded as the real server sends it) carrying `message`,
 * without reaching the server. Later calls go through. Used to prove that optimistic changes roll back.
 */
export async function failNextCall(page: Page, procedure: string, message: string) {
  await page.route(
    (url) =>
      url.pathname.startsWith('/api/trpc/') &&
      url.pathname.split('/').pop()?.split(',').includes(procedure) === true,
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify([
          {
            error: {
              json: {
                message,
                code: -32603,
                data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path: procedure, errorCode: null },
              },
            },
          },
        ]),
      }),
    { times: 1 },
  );
}
