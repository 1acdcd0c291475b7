import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { stateOf } from '../request-state.js';

/** Makes the nonce a server-rendered page puts on its inline scripts; the CSP below allows exactly that one. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  stateOf(res).cspNonce = randomBytes(16).toString('base64');
  next();
};

const nonceSource = (_req: IncomingMessage, res: ServerResponse) =>
  `'nonce-${(res as ServerResponse & { locals: { cspNonce: string } }).locals.cspNonce}'`;

/** helmet's defaults with a CSP that admits same-origin resources and nonce'd inline scripts. */
export const securityHeaders = (): RequestHandler =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonceSource],
        styleSrc: ["'self'", nonceSource],
        // Components position and size elements with style attributes (virtualised grids, popovers); those cannot
        // carry a nonce, and an attribute cannot run code.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // A self-hosted hub is often served over plain http; upgrading its requests would break it.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
