import type { AppRouter } from '@atelier/adapters';
import type { inferRouterOutputs } from '@trpc/server';

type Outputs = inferRouterOutputs<AppRouter>;

/** `model.getById` as the browser receives it. */
export type ModelPageAnswer = Outputs['model']['getById'];
/** The full page (not the removed or unavailable view). */
export type ModelPageView = Extract<ModelPageAnswer, { view: 'model' }>;
export type PageVersion = ModelPageView['versions'][number];

/** What every section of the page receives. */
export type SectionProps = { page: ModelPageView; version: PageVersion | null };
export type VersionSectionProps = { page: ModelPageView; version: PageVersion };
