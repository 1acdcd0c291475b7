/**
 * @atelier/react-kit — presentational components: view models in, callbacks out.
 * Import the compiled CSS once (`@atelier/react-kit/styles.css`) and put `lightTheme` or `darkTheme` on <html>.
 */

export * from './components/Button';
export * from './components/BuzzButton';
export * from './components/ChatButton';
export * from './components/CountdownTimer';
export * from './components/CreatorCard';
export * from './components/EmptyState';
export * from './components/FollowButton';
export * from './components/IconButton';
export * from './components/MasonryGrid';
export * from './components/MembershipGatePopover';
export * from './components/RankBadge';
export * from './components/Skeleton';
export * from './components/Toast';
export * from './components/Tooltip';
export * from './icons';
export { formatCompactNumber } from './internal/format';
export * from './theme';
export type * from './view-models';
