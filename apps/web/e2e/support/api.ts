import type { Page } from '@playwright/test';

/**
 * Calls a tRPC mutation the way the browser's client does, with the page's session cookie (and the CSRF header a
 * browser client always sends), for journeys that prove what the server refuses whatever the page shows.
 */
export async function mutateAs(page: Page, procedure: string, input: unknown) {
  const response = await page.request.post(`/api/trpc/${procedure}`, {
    headers: { 'content-type': 'application/json', 'x-atelier-csrf': '1' },
    data: JSON.stringify({ json: input }),
  });
  const body = (await response.json()) as {
    error?: { json: { message: string; data: { errorCode: string } } };
  };
  return {
    status: response.status(),
    errorCode: body.error?.json.data.errorCode ?? null,
    message: body.error?.json.message ?? null,
  };
}

/** Reads a tRPC query as the page's session sees it (its data, or throws with the error the server gave). */
export async function queryAs<T>(page: Page, procedure: string, input: unknown): Promise<T> {
  const query = encodeURIComponent(JSON.stringify({ json: input }));
  const response = await page.request.get(`/api/trpc/${procedure}?input=${query}`);
  const body = (await response.json()) as { result?: { data: { json: T } }; error?: unknown };
  if (body.result === undefined) throw new Error(`${procedure} failed: ${JSON.stringify(body.error)}`);
  return body.result.data.json;
}

/**
 * The id of what `procedure` (a creating mutation such as `post.create`) makes while `act` runs, read from the
 * browser's own call. The client batches calls: the answer is then a list, one entry per procedure in the path.
 */
export async function idCreatedBy(page: Page, procedure: string, act: () => Promise<void>): Promise<number> {
  const created = page.waitForResponse((response) => response.url().includes(procedure));
  await act();
  const response = await created;
  const names = new URL(response.url()).pathname.replace('/api/trpc/', '').split(',');
  type Answer = { result?: { data: { json: { id: number } } }; error?: unknown };
  const body = (await response.json()) as Answer | Answer[];
  const answer = Array.isArray(body) ? body[names.indexOf(procedure)] : body;
  if (answer?.result === undefined) throw new Error(`${procedure} failed: ${JSON.stringify(answer)}`);
  return answer.result.data.json.id;
}

/**
 * What `model.upsert` takes to change a model: its fields as the model stands (read with `model.getById` as `page`
 * sees it), then `changes` over them.
 */
export async function modelUpsertInput(page: Page, id: number, changes: Record<string, unknown>) {
  const { model } = await queryAs<{ model: Record<string, unknown> }>(page, 'model.getById', { id });
  const fields = [
    'type',
    'checkpointType',
    'description',
    'allowCommercialUse',
    'allowNoCredit',
    'allowDerivatives',
    'allowDifferentLicense',
    'nsfw',
    'poi',
    'minor',
    'availability',
  ].map((field) => [field, model[field]]);
  return { ...Object.fromEntries(fields), id, tagNames: [], ...changes };
}
