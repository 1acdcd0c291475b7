import type { VersionDetailsView } from '../../view-models/version';

export function aVersionDetailsView(overrides: Partial<VersionDetailsView> = {}): VersionDetailsView {
  return {
    type: 'LORA',
    stats: [
      { key: 'downloads', label: 'Downloads', value: 12_345 },
      { key: 'generations', label: 'Generations', value: 987 },
    ],
    reviews: { kind: 'very-positive', text: 'Very Positive', count: 321 },
    uploaded: { iso: '2025-03-01T10:00:00Z', text: 'Mar 1, 2025' },
    published: { iso: '2025-03-03T10:00:00Z', text: 'Mar 3, 2025' },
    baseModel: 'SDXL 1.0',
    training: { steps: 1200, epochs: 10 },
    clipSkip: 2,
    strength: 0.8,
    ...overrides,
  };
}
