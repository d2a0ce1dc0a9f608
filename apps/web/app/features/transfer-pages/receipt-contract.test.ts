import { describe, expect, it } from 'vitest';
import { receiptProblems } from './receipt-contract';

describe('receiptProblems', () => {
  it.each([
    [true, {}],
    [false, { receipt: 'noReceipt' }],
  ])('a receipt sent: %s, refused as %j', (sent, problems) => {
    expect(receiptProblems(sent)).toEqual(problems);
  });
});
