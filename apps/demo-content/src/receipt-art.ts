import type { ArtSpec } from './art-spec.ts';
import { daysAgo, receiptDate } from './dates.ts';

/** A demo bank transfer: the amount as printed, who sent it, its number and its day. */
interface Transfer {
  amount: string;
  from: string;
  reference: number;
  daysAgo: number;
}

/**
 * The screenshot of a bank transfer to the coach that a demo order or registration sends
 * as its receipt, dated `daysAgo` before `now`.
 */
export function receiptArt(now: Date, transfer: Transfer): ArtSpec {
  return {
    kind: 'receipt',
    width: 600,
    height: 760,
    title: transfer.amount,
    subtitle: [
      'To=Mung Business Coaching',
      `From=${transfer.from}`,
      `Reference=TX-${now.getUTCFullYear()}-${String(transfer.reference)}`,
      `Date=${receiptDate(daysAgo(now, transfer.daysAgo))}`,
    ].join('|'),
  };
}
