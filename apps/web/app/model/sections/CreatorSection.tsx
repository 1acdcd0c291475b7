import type { ModelPageView } from '../model-types';

export function CreatorSection(_props: { page: ModelPageView }) {
  return null;
}
