import type {
  PermissionView,
  ReviewLabelKind,
  ReviewLabelView,
  VersionDetailsView,
} from '@atelier/react-kit';
import { permissionLines } from '../../license/permission-lines';
import type { ModelPageView } from '../model-types';
import { dateView } from './dates';
import { reviewsHref } from './links';
import type { PageVersion } from './panel-types';

type PageModel = ModelPageView['model'];

/** "Very Positive" → "very-positive": the kit's name for the label the server chose (spec §9). */
const kindOf = (label: string) => label.toLowerCase().replaceAll(' ', '-') as ReviewLabelKind;

export function reviewLabelView(model: PageModel, version: PageVersion): ReviewLabelView | null {
  if (version.reviewLabel === null) return null;
  const { up, down } = version.reviewTotals;
  return {
    kind: kindOf(version.reviewLabel),
    text: version.reviewLabel,
    count: up + down,
    href: reviewsHref(model.id, version),
  };
}

export function versionDetailsView(model: PageModel, version: PageVersion): VersionDetailsView {
  return {
    type: model.checkpointType ? `${model.type} (${model.checkpointType})` : model.type,
    stats: [
      { key: 'downloads', label: 'Downloads', value: version.rank.downloadCountAllTime },
      { key: 'generations', label: 'Generations', value: version.rank.generationCountAllTime },
    ],
    reviews: reviewLabelView(model, version),
    uploaded: dateView(version.createdAt),
    published: version.publishedAt ? dateView(version.publishedAt) : null,
    baseModel: version.baseModel,
    training: { steps: version.steps, epochs: version.epochs },
    clipSkip: version.clipSkip,
    strength: version.strength,
  };
}

/**
 * The lines of the license popover (spec §3 license permissions), as the license page words them; moderators also
 * read whether the model may be used for NSFW content (spec §6 "the NSFW permission line").
 */
export function permissionViews(page: Pick<ModelPageView, 'model' | 'viewer'>): PermissionView[] {
  const lines = permissionLines(page.model);
  if (!page.viewer.can['model.seeNsfwLine']) return lines;
  return [...lines, { key: 'nsfw', label: 'Use it for NSFW content', allowed: !page.model.sfwOnly }];
}
