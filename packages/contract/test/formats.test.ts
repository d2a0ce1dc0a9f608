import { describe, expect, it } from 'vitest';
import {
  currencyWord,
  formatAmount,
  formatDate,
  formatDateRange,
  formatNumber,
  isTimeZone,
  timeZoneOffset,
} from '../src/formats.ts';

describe('formatDate', () => {
  // 04:30 on 25 November in Yangon is still 24 November in UTC.
  const yangonMorning = '2026-11-24T23:00:00Z';

  it('reads the day in Myanmar time by default, in each language', () => {
    expect(formatDate(yangonMorning, 'en')).toBe('25 November 2026');
    expect(formatDate(yangonMorning, 'mm')).toBe('၂၀၂၆ နိုဝင်ဘာ ၂၅');
  });

  it('adds the time of day, Burmese naming the part of the day', () => {
    expect(formatDate(yangonMorning, 'en', 'Asia/Yangon', { time: true })).toBe(
      '25 November 2026, 5:30 AM',
    );
    expect(formatDate('2026-11-25T10:00:00Z', 'mm', 'Asia/Yangon', { time: true })).toBe(
      '၂၀၂၆ နိုဝင်ဘာ ၂၅၊ ညနေ ၄:၃၀',
    );
  });

  it('follows another time zone when the site names one', () => {
    expect(formatDate(yangonMorning, 'en', 'UTC')).toBe('24 November 2026');
  });

  it('shortens to day and month for a chart', () => {
    expect(formatDate('2026-11-23T12:00:00Z', 'en', 'UTC', { short: true })).toBe('23 Nov');
    expect(formatDate('2026-11-23T12:00:00Z', 'mm', 'UTC', { short: true })).toBe('နိုဝင်ဘာ ၂၃');
  });

  it('gives back what is not a date', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});

describe('timeZoneOffset', () => {
  it('is UTC minus the wall clock in minutes, as getTimezoneOffset says it', () => {
    const at = new Date('2026-11-25T04:30:45Z');
    expect(timeZoneOffset('Asia/Yangon', at)).toBe(-390);
    expect(timeZoneOffset('UTC', at)).toBe(0);
    expect(timeZoneOffset('America/New_York', at)).toBe(300);
    expect(timeZoneOffset('America/New_York', new Date('2026-07-01T12:00:00Z'))).toBe(240);
  });
});

describe('formatDateRange', () => {
  it('names one day once, and both days of a longer event', () => {
    expect(formatDateRange('2026-12-05T02:30:00Z', '2026-12-05T09:30:00Z', 'en')).toBe(
      '5 December 2026, 9:00 AM – 4:00 PM',
    );
    expect(formatDateRange('2026-12-05T02:30:00Z', '2026-12-06T09:30:00Z', 'en')).toBe(
      '5 December 2026, 9:00 AM – 6 December 2026, 4:00 PM',
    );
    expect(formatDateRange('2026-12-05T02:30:00Z', null, 'mm')).toBe('၂၀၂၆ ဒီဇင်ဘာ ၅၊ နံနက် ၉:၀၀');
  });
});

describe('numbers and amounts', () => {
  it('groups thousands in both languages, Burmese digits in mm', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'mm')).toBe('၁,၂၃၄,၅၆၇');
  });

  it('writes kyat in Burmese, other currencies by their code', () => {
    expect(formatAmount(36000, 'MMK', 'en')).toBe('36,000 MMK');
    expect(formatAmount(36000, 'MMK', 'mm')).toBe('၃၆,၀၀၀ ကျပ်');
    expect(formatAmount(19.5, 'USD', 'mm')).toBe('၁၉.၅ USD');
    expect(formatAmount('50000', 'MMK', 'en')).toBe('50,000 MMK');
    // A product's currency typed "mmk" or with a space is the kyat all the same.
    expect(formatAmount(18000, 'mmk ', 'mm')).toBe('၁၈,၀၀၀ ကျပ်');
  });

  it('names the kyat in one word per language, other currencies as written', () => {
    expect(currencyWord('MMK', 'mm')).toBe('ကျပ်');
    expect(currencyWord('MMK', 'en')).toBe('MMK');
    expect(currencyWord('USD', 'mm')).toBe('USD');
  });
});

describe('isTimeZone', () => {
  it('knows IANA names and refuses others', () => {
    expect(isTimeZone('Asia/Yangon')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
