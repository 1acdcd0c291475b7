import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appRouter, type Pages, seed } from '@atelier/adapters';
import { databases, statementsDuring } from '@atelier/adapters/testing/databases';
import { addModelCopy } from '@atelier/adapters/testing/model-copies';
import { useTestServer } from '@atelier/adapters/testing/server';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { prefetchShell } from '../shell/prefetch-shell.server';
import { prefetchModelPage } from './prefetch-model-page.server';

/**
 * The SQL statements of one model page render, counted (a count is deterministic, unlike a time): everything the
 * page's loaders ask of the API in process — the shell's (root) and the model route's. The server renders with
 * what they fetched and fetches nothing more (no suspense queries), so this is every statement of a GET.
 *
 * Goal (issue 15, P3): at most 8 per render. The budget below is where the page stands today; lower it with every
 * change that saves statements, never raise it (docs/benchmarks.md, "SQL statements per render").
 */
const STATEMENT_BUDGET = { anonymous: 7, signedIn: 8 };

/** A page mount that runs the model page's loaders for `/models/:id`, as apps/web/server/pages.ts does. */
const loadersOnly: Pages = ({ authenticate, contextOf }) => {
  const router = express.Router();
  router.get('/models/:id', authenticate, async (req, res, next) => {
    try {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const api = createTRPCOptionsProxy({ router: appRouter, ctx: contextOf(req, res), queryClient });
      await prefetchShell(api, queryClient);
      const page = await prefetchModelPage(api, queryClient, {
        id: Number(req.params.id),
        modelVersionId: null,
      });
      res.json({ view: page.view });
    } catch (error) {
      next(error);
    }
  });
  return router;
};

const sqlite = databases.find((database) => database.name === 'sqlite');
if (sqlite === undefined) throw new Error('no SQLite test database');

describe('SQL statements per model page render', () => {
  const server = useTestServer(sqlite, { pages: loadersOnly });

  /** The small demo, plus copies of its plain model 5 with 1 and with 20 complete, published versions. */
  const seeded = async () => {
    const { knex, clock } = server();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-statements-'));
    try {
      await seed(knex, { preset: 'small', dataDir, now: clock.now() });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    return {
      demo: 1,
      oneVersion: await addModelCopy(knex, 'One version', 1),
      twentyVersions: await addModelCopy(knex, 'Twenty versions', 20),
    };
  };

  /** Statements sent while the page of `modelId` renders (after one render that warms nothing but the process). */
  const statementsOf = async (modelId: number, headers: Record<string, string> = {}): Promise<number> => {
    const { knex, url } = server();
    const render = async () => {
      const response = await fetch(`${url}/models/${modelId}`, { headers });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ view: 'model' });
    };
    await render();
    return (await statementsDuring(knex, render)).length;
  };

  // One test, seeded once: the demo takes seconds to load.
  it('stays within the budget, anonymous and signed in, whatever the number of versions', {
    timeout: 120_000,
  }, async () => {
    const models = await seeded();
    const { auth } = await server().signedIn();
    const signedIn = { authorization: `Bearer ${auth.apiKey}` };

    const anonymous = {
      demo: await statementsOf(models.demo),
      one: await statementsOf(models.oneVersion),
      twenty: await statementsOf(models.twentyVersions),
    };
    const member = {
      demo: await statementsOf(models.demo, signedIn),
      one: await statementsOf(models.oneVersion, signedIn),
      twenty: await statementsOf(models.twentyVersions, signedIn),
    };

    expect(anonymous.demo).toBeLessThanOrEqual(STATEMENT_BUDGET.anonymous);
    expect(anonymous.twenty).toBe(anonymous.one);
    expect(member.demo).toBeLessThanOrEqual(STATEMENT_BUDGET.signedIn);
    expect(member.twenty).toBe(member.one);
  });
});
