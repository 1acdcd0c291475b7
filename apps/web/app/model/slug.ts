/** The URL slug of a model name: lower-case words joined by dashes ("My LoRA v2!" → "my-lora-v2"). */
export const modelSlug = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'model';

/** The canonical address of a model page (spec §2: /models/{id}/{slug}). */
export const modelPath = (id: number, name: string): string => `/models/${id}/${modelSlug(name)}`;
