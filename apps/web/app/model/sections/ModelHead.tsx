import type { SectionProps } from '../model-types';

/** The head of the page: the name as the page's heading. */
export function ModelHead({ page }: SectionProps) {
  return <h1 id="model-name">{page.model.name}</h1>;
}
