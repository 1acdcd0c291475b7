import type { PermissionView } from '../../view-models/files';

export const permissions: PermissionView[] = [
  { key: 'credit', label: 'Use the model without crediting the creator', allowed: false },
  { key: 'commercial-image', label: 'Sell images they generate', allowed: true },
  { key: 'commercial-rent', label: 'Run on services that generate images for money', allowed: true },
  { key: 'commercial-sell', label: 'Sell this model or merges using this model', allowed: false },
  { key: 'derivatives', label: 'Share merges using this model', allowed: true },
  { key: 'different-license', label: 'Have different permissions when sharing merges', allowed: false },
];
