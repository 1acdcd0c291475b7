import { type AppRouter, defaultHttpSettings } from '@atelier/adapters';
import { createTRPCClient, httpBatchLink, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { linkOnDemand, MAX_BATCH_ITEMS } from './trpc';

describe('the browser API client', () => {
  it('never batches more calls than the server accepts in one request', () => {
    expect(MAX_BATCH_ITEMS).toBeGreaterThan(0);
    expect(MAX_BATCH_ITEMS).toBeLessThanOrEqual(defaultHttpSettings().maxBatchCalls);
  });
});

/**
 * A stand-in for the HTTP link (the network is a boundary of the client's own): it answers each call with the
 * call's path and input, and records what it was asked to send.
 */
function recordingLink(sent: string[]): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        sent.push(`${op.path} ${JSON.stringify(op.input)}`);
        observer.next({ result: { type: 'data', data: { path: op.path, input: op.input } } });
        observer.complete();
      });
}

/** A load of the link's code that the test releases or fails when it chooses. */
function heldLoad() {
  const loads: { release: () => void; fail: (error: Error) => void }[] = [];
  const sent: string[] = [];
  const load = () =>
    new Promise<TRPCLink<AppRouter>>((resolve, reject) => {
      loads.push({ release: () => resolve(recordingLink(sent)), fail: reject });
    });
  const client = createTRPCClient<AppRouter>({ links: [linkOnDemand(load)] });
  return { client, loads, sent };
}

describe('linkOnDemand', () => {
  it('loads its code once, at the first call; calls made meanwhile wait and are sent in order', async () => {
    const { client, loads, sent } = heldLoad();
    expect(loads).toHaveLength(0);

    const first = client.model.getById.query({ id: 1 });
    const second = client.model.getById.query({ id: 2 });
    await Promise.resolve();
    expect(loads).toHaveLength(1);
    expect(sent).toEqual([]);

    loads[0]?.release();
    await expect(first).resolves.toEqual({ path: 'model.getById', input: { id: 1 } });
    await expect(second).resolves.toEqual({ path: 'model.getById', input: { id: 2 } });
    await client.model.getById.query({ id: 3 });
    expect(loads).toHaveLength(1);
    expect(sent).toEqual(['model.getById {"id":1}', 'model.getById {"id":2}', 'model.getById {"id":3}']);
  });

  it('never sends a call dropped while its code loads', async () => {
    const { client, loads, sent } = heldLoad();
    const abort = new AbortController();
    const dropped = client.model.getById.query({ id: 1 }, { signal: abort.signal });
    const kept = client.model.getById.query({ id: 2 });
    abort.abort();
    await expect(dropped).rejects.toBeInstanceOf(TRPCClientError);

    loads[0]?.release();
    await kept;
    expect(sent).toEqual(['model.getById {"id":2}']);
  });

  it('fails the calls waiting on a failed load, and loads again at the next call', async () => {
    const { client, loads, sent } = heldLoad();
    const failed = client.model.getById.query({ id: 1 });
    await Promise.resolve();
    loads[0]?.fail(new Error('Failed to fetch dynamically imported module'));
    const error = await failed.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as Error).message).toBe('Failed to fetch dynamically imported module');

    const retried = client.model.getById.query({ id: 2 });
    await Promise.resolve();
    expect(loads).toHaveLength(2);
    loads[1]?.release();
    await expect(retried).resolves.toEqual({ path: 'model.getById', input: { id: 2 } });
    expect(sent).toEqual(['model.getById {"id":2}']);
  });

  it('sends the calls that came together while its code loaded in one batch request', async () => {
    // tRPC's own batch link, with `fetch` standing in for the network: it answers each batch and counts them.
    const batches: string[] = [];
    const fetchStandIn = async (url: URL | RequestInfo) => {
      const calls = decodeURIComponent(new URL(String(url), 'http://hub').pathname.split('/').pop() ?? '');
      batches.push(calls);
      const count = calls.split(',').length;
      return new Response(
        JSON.stringify(
          Array.from({ length: count }, () => ({ result: { data: superjson.serialize(null) } })),
        ),
        { headers: { 'content-type': 'application/json' } },
      );
    };
    let release = () => {};
    const client = createTRPCClient<AppRouter>({
      links: [
        linkOnDemand(
          () =>
            new Promise((resolve) => {
              release = () =>
                resolve(
                  httpBatchLink({ url: 'http://hub/api/trpc', transformer: superjson, fetch: fetchStandIn }),
                );
            }),
        ),
      ],
    });
    const calls = [1, 2, 3].map((id) => client.model.getById.query({ id }));
    await Promise.resolve();
    release();
    await Promise.all(calls);
    expect(batches).toEqual(['model.getById,model.getById,model.getById']);
  });
});
