import { isReservedPathSegment } from '../shared/reserved-path-segments.js';

/** What a slug that would name a fixed page gets appended, so `/models/{id}/edit` always means the edit page. */
const RESERVED_SLUG_SUFFIX = '-model';

/**
 * The URL slug of a model name (spec §2's /models/{id}/{slug}): lower-case words joined by dashes ("My LoRA v2!" →
 * "my-lora-v2"), "model" when nothing is left, and never a reserved path segment ("Edit" → "edit-model").
 */
const modelSlug = (name: string): string => {
  const slug =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'model';
  return isReservedPathSegment(slug) ? `${slug}${RESERVED_SLUG_SUFFIX}` : slug;
};

/** The canonical address of a model page (spec §2: /models/{id}/{slug}). */
export const modelPath = (id: number, name: string): string => `/models/${id}/${modelSlug(name)}`;
