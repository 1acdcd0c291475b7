import type { PermissionView } from '@atelier/react-kit';
import type { LicensedModel } from './license-types';

type Permissions = Pick<
  LicensedModel,
  'allowNoCredit' | 'allowCommercialUse' | 'allowDerivatives' | 'allowDifferentLicense'
>;

/**
 * A model's permissions as lines a reader understands, one per commercial-use level (Image, RentCivit, Rent, Sell;
 * "None" allows none of them) and one each for credit, derivatives and a different license.
 */
export const permissionLines = (model: Permissions): PermissionView[] => {
  const commercial = (level: LicensedModel['allowCommercialUse'][number]) =>
    model.allowCommercialUse.includes(level);
  return [
    { key: 'credit', label: 'Use the model without crediting the creator', allowed: model.allowNoCredit },
    { key: 'commercial-image', label: 'Sell images they generate', allowed: commercial('Image') },
    {
      key: 'commercial-rent-site',
      label: "Run on this site's image generation",
      allowed: commercial('RentCivit'),
    },
    {
      key: 'commercial-rent',
      label: 'Run on services that generate images for money',
      allowed: commercial('Rent'),
    },
    {
      key: 'commercial-sell',
      label: 'Sell this model or merges using this model',
      allowed: commercial('Sell'),
    },
    { key: 'derivatives', label: 'Share merges using this model', allowed: model.allowDerivatives },
    {
      key: 'different-license',
      label: 'Have different permissions when sharing merges',
      allowed: model.allowDifferentLicense,
    },
  ];
};
