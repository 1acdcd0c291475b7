export { GetPage } from './get-page.js';
export * from './page-slug.js';
