const COMMERCIAL_USES = ['None', 'Image', 'RentCivit', 'Rent', 'Sell'] as const;
type CommercialUse = (typeof COMMERCIAL_USES)[number];

export type LicensePermissions = {
  allowNoCredit: boolean;
  allowCommercialUse: CommercialUse[];
  allowDerivatives: boolean;
  allowDifferentLicense: boolean;
  sfwOnly: boolean;
};
