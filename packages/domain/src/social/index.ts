export { AddModelToCollection } from './add-model-to-collection.js';
export { CreateReport, type ReportInput } from './create-report.js';
export { FollowCollection, GetCollectionFollowState, UnfollowCollection } from './follow-collection.js';
export { GetOwnCollections } from './get-own-collections.js';
export {
  GetAssociatedResources,
  GetResourceRecommendations,
  type RecommendedResource,
  type ResourceCard,
} from './get-resource-recommendations.js';
export { GetTags, GetTagsForReview } from './get-tags.js';
export * from './recommendations.js';
export * from './social.js';
export * from './social-rules.js';
export { ToggleResourceRecommendations } from './toggle-resource-recommendations.js';
