import type { AppRouter } from '@atelier/adapters';
import type { inferRouterOutputs } from '@trpc/server';
import type { PageVersion } from '../model-types';

type Outputs = inferRouterOutputs<AppRouter>;

export type { PageVersion };
export type PageFile = PageVersion['files'][number];
/** What `user.getEngagedModelVersions` tells about one version for the signed-in viewer. */
export type VersionEngagement = Outputs['user']['getEngagedModelVersions']['versions'][number];
export type ViewerReview = NonNullable<VersionEngagement['review']>;
export type DonationGoal = Outputs['modelVersion']['donationGoals'][number];
