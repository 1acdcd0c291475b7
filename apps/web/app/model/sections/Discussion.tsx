import type { SectionProps } from '../model-types';

export function Discussion(_props: SectionProps) {
  return null;
}
