/** Spec §3's commercial-use permissions; 'None' stands alone (docs/authoring.md). */
export const COMMERCIAL_USES = ['None', 'Image', 'RentCivit', 'Rent', 'Sell'] as const;
export type CommercialUse = (typeof COMMERCIAL_USES)[number];

export type LicensePermissions = {
  allowNoCredit: boolean;
  allowCommercialUse: CommercialUse[];
  allowDerivatives: boolean;
  allowDifferentLicense: boolean;
  sfwOnly: boolean;
};
