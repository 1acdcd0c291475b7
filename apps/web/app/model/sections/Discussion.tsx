import { deferredSection } from '../../shared/deferred-section';
import type { SectionProps } from '../model-types';

/** Below the first screen: its code loads beside hydration. */
const DiscussionSection = deferredSection(() =>
  import('../discussion/DiscussionSection').then((module) => module.DiscussionSection),
);

/** The model's discussion; its gate, threads and writes live in `model/discussion/`. */
export function Discussion({ page }: SectionProps) {
  return <DiscussionSection modelId={page.model.id} />;
}
