import type { AppRouter } from '@atelier/adapters';
import type { inferRouterOutputs } from '@trpc/server';

/** `modelVersion.getLicense` as the browser receives it. */
export type VersionLicense = inferRouterOutputs<AppRouter>['modelVersion']['getLicense'];
export type LicensedModel = VersionLicense['model'];
