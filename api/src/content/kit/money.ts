// Money in word problems. A dollar amount is written inside math, so its $ is no LaTeX delimiter, with the sign in
// \text{} so that checks read the choice back by its value: \(\text{\$}12\), \(\text{\$}18.75\). Cents are written
// with two places, a whole amount without them. In Korean text an amount reads \(12\)달러.
import { Q, dec, num } from './numbers.js';

/** The amount without delimiters: \text{\$}12, \text{\$}1{,}200, \text{\$}18.50. */
export function usdTex(amount: number | Q): string {
  const value = Q.of(amount);
  if (!value.mul(100).isInteger) throw new Error(`${value.value} is not a whole number of cents`);
  const shown = value.isInteger ? num(value) : dec(value.value, 2, { fixed: true });
  return value.n < 0 ? `-\\text{\\$}${shown.slice(1)}` : `\\text{\\$}${shown}`;
}

/** A dollar amount as inline math: \(\text{\$}12\). */
export const usd = (amount: number | Q): string => `\\(${usdTex(amount)}\\)`;

/** A dollar amount in Korean text: \(12\)달러, \(18.50\)달러. */
export function dollarsKo(amount: number | Q): string {
  const value = Q.of(amount);
  if (!value.mul(100).isInteger) throw new Error(`${value.value} is not a whole number of cents`);
  return `\\(${value.isInteger ? num(value) : dec(value.value, 2, { fixed: true })}\\)달러`;
}
