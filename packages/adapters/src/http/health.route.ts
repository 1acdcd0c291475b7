import { Router } from 'express';

/**
 * `/healthz`: the process answers. `/readyz`: it should get traffic — its database answers and it is not
 * shutting down (what a load balancer or orchestrator waits for).
 */
export const healthRoutes = (
  isDatabaseReachable: () => Promise<boolean>,
  isDraining: () => boolean,
): Router => {
  const routes = Router();
  routes.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  routes.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (isDraining()) return void res.status(503).json({ status: 'draining' });
    const reachable = await isDatabaseReachable().catch(() => false);
    res
      .status(reachable ? 200 : 503)
      .json({ status: reachable ? 'ready' : 'unavailable', database: reachable ? 'ok' : 'unreachable' });
  });
  return routes;
};
