import { DiscussionSection } from '../discussion/DiscussionSection';
import type { SectionProps } from '../model-types';

/** The model's discussion; its gate, threads and writes live in `model/discussion/`. */
export function Discussion({ page }: SectionProps) {
  return <DiscussionSection modelId={page.model.id} />;
}
