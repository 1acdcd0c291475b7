import type { EarlyAccessOfferView } from '../../view-models/early-access';

export const downloadOffer: EarlyAccessOfferView = {
  type: 'download',
  label: 'Download',
  description: 'Download access also grants generation.',
  price: 500,
  affordable: true,
};

export const generationOffer: EarlyAccessOfferView = {
  type: 'generation',
  label: 'Generation',
  description: 'Generate with this version on site; no download.',
  price: 100,
  affordable: true,
};

export const offers: EarlyAccessOfferView[] = [downloadOffer, generationOffer];

export const insufficientTooltip = 'Insufficient Buzz. Click to buy more';
