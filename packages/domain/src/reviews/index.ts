export { CreateReview } from './create-review.js';
export { DeleteReview } from './delete-review.js';
export * from './get-model-reviews.js';
export * from './review.js';
export * from './review-label.js';
export * from './review-rules.js';
export { ToggleLike } from './toggle-like.js';
export { ToggleReview } from './toggle-review.js';
export { UpdateReview } from './update-review.js';
