export { BuzzBalance, type BuzzBalanceProps } from './BuzzBalance';
