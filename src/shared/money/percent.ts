import Big from 'big.js';
import { toBig, type Decimalish } from './money.ts';

/**
 * A percentage as people read it, with its sign and without needless zeros: '10.00' -> '10%',
 * '7.50' -> '7.5%', 12.345 -> '12.35%' (half-up on two decimals, like money). Refuses nothing:
 * what is not a number (or is negative) reads as 0, as toBig counts it everywhere else.
 */
export function formatPercent(value: Decimalish): string {
  return `${toBig(value).round(2, Big.roundHalfUp).toString()}%`;
}
