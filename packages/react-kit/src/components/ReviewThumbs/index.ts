export { commentRows, MAX_COMMENT_ROWS } from './ReviewComment';
export { ReviewThumbs, type ReviewThumbsLabels, type ReviewThumbsProps } from './ReviewThumbs';
