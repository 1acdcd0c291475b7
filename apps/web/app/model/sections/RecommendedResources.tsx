import type { VersionSectionProps } from '../model-types';

export function RecommendedResources(_props: VersionSectionProps) {
  return null;
}
