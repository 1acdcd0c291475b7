export { CopyGallerySettings, copiedGallerySettings } from './copy-gallery-settings.js';
export { DeleteExplorationPrompt } from './delete-exploration-prompt.js';
export * from './exploration-rules.js';
export * from './gallery.js';
export * from './gallery-layout.js';
export * from './gallery-references.js';
export * from './gallery-settings-rules.js';
export { GenerateExplorationImages } from './generate-exploration-images.js';
export { GetExplorationPrompts } from './get-exploration-prompts.js';
export { GetGallerySettings } from './get-gallery-settings.js';
export { type GalleryPage, GetImagesAsPostsInfinite } from './get-images-as-posts.js';
export {
  GetVersionImages,
  rankVersionImages,
  VERSION_IMAGES_MAX_LIMIT,
  type VersionImage,
} from './get-version-images.js';
export * from './image-access.js';
export { UpdateGallerySettings } from './update-gallery-settings.js';
export { UpsertExplorationPrompt } from './upsert-exploration-prompt.js';
