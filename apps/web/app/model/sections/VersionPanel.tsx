import type { VersionSectionProps } from '../model-types';

export function VersionPanel(_props: VersionSectionProps) {
  return null;
}
