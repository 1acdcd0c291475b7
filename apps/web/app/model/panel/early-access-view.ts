import type {
  EarlyAccessNoticeView,
  EarlyAccessOfferView,
  EarlyAccessPurchaseType,
} from '@atelier/react-kit';
import type { ModelPageView } from '../model-types';
import type { PageVersion } from './panel-types';

const OFFER_TEXT: Record<EarlyAccessPurchaseType, { label: string; description: string; bought: string }> = {
  download: {
    label: 'Download',
    description: 'Download access also grants generation.',
    bought: 'You can download this version now, and generate images with it.',
  },
  generation: {
    label: 'Generation',
    description: 'Generate images with this version on the site; downloading is not included.',
    bought: 'You can generate images with this version now.',
  },
};

/** What a successful purchase of this kind lets the viewer do, shown under the server's confirmation. */
export const purchaseExplanation = (type: EarlyAccessPurchaseType) => OFFER_TEXT[type].bought;

/** The kinds of early access on sale (the server's prices, spec §5) that the viewer has not bought yet. */
export function earlyAccessOffers(version: PageVersion, balance: number): EarlyAccessOfferView[] {
  return (['download', 'generation'] as const).flatMap((type) => {
    const price = version.earlyAccessPrices[type];
    if (price === null || version.access[type]) return [];
    const { label, description } = OFFER_TEXT[type];
    return [{ type, label, description, price, affordable: balance >= price }];
  });
}

export function earlyAccessNoticeView(page: ModelPageView, version: PageVersion): EarlyAccessNoticeView {
  const config = version.earlyAccessConfig;
  const prices = earlyAccessOffers(version, 0).map((offer) => offer.price);
  const privileged = page.viewer.isOwner || page.viewer.isModerator;
  return {
    endsAt: (version.earlyAccessEndsAt ?? new Date()).toISOString(),
    gated: { download: config?.chargeForDownload ?? false, generation: config?.chargeForGeneration ?? false },
    ...(prices.length > 0 ? { price: Math.min(...prices) } : {}),
    hasAccess: privileged || prices.length === 0,
    description: 'The creator has made this version available to early supporters.',
    // The operator's article on early access (docs/pages.md).
    learnMoreHref: '/articles/early-access',
  };
}
