export { type CountdownRules, CountdownTimer, type CountdownTimerProps } from './CountdownTimer';
