import type { VersionTabView } from '../../view-models/version';

export const someVersions: VersionTabView[] = [
  { id: 30, name: 'v3.0', isEarlyAccess: true },
  { id: 20, name: 'v2.0' },
  { id: 10, name: 'v1.0' },
];

export const manyVersions: VersionTabView[] = Array.from({ length: 14 }, (_, i) => ({
  id: 100 - i,
  name: `v${14 - i}.0 — long version name`,
}));
