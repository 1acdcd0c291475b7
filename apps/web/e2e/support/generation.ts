/**
 * The key of the reference image-generation provider the journeys' hub starts in process (no ATELIER_GENERATION_URL):
 * playwright.config.ts gives it to the server, and exploration-images.spec.ts checks that no page or response shows it.
 */
export const E2E_GENERATION_KEY = 'e2e-reference-provider-key-0c5b91';
