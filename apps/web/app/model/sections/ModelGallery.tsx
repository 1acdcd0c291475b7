import type { VersionSectionProps } from '../model-types';

export function ModelGallery(_props: VersionSectionProps) {
  return null;
}
