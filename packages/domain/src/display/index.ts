export * from './compact-number.js';
export * from './countdown.js';
export * from './creator-card-stats.js';
export * from './description.js';
export * from './masonry.js';
export * from './rank-badge.js';
export * from './trained-words.js';
