export { ReviewLabel, type ReviewLabelProps, type ReviewTone, reviewTone } from './ReviewLabel';
