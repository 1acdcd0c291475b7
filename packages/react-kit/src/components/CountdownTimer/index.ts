export { CountdownTimer, type CountdownTimerProps } from './CountdownTimer';
export { formatRemaining, refreshIntervalMs } from './countdown';
