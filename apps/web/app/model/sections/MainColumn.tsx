import type { SectionProps } from '../model-types';

export function MainColumn(_props: SectionProps) {
  return null;
}
