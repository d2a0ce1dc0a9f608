import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPickerValue, toPickerValue, zoneLabel } from './local-date-time';

// The tests run in the zone set below (Yangon, UTC+06:30, no daylight saving), and give the
// process its own back after them: the next test file may run in the same process.
const processZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Yangon';
});
afterAll(() => {
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

describe('the date-time picker and stored moments', () => {
  it('shows a stored UTC moment as the wall-clock time of this computer', () => {
    expect(toPickerValue('2026-12-05T02:30:00.000Z')).toBe('2026-12-05T09:00');
    expect(toPickerValue('')).toBe('');
    expect(toPickerValue('not a date')).toBe('');
  });

  it('turns the picked wall-clock time into the UTC moment the API stores', () => {
    expect(fromPickerValue('2026-12-05T09:00')).toBe('2026-12-05T02:30:00.000Z');
    expect(fromPickerValue('2026-12-05T09:00:30')).toBe('2026-12-05T02:30:30.000Z');
    expect(fromPickerValue('')).toBe('');
  });

  it('round-trips', () => {
    expect(toPickerValue(fromPickerValue('2027-01-31T23:45'))).toBe('2027-01-31T23:45');
  });

  it('names the zone', () => {
    expect(zoneLabel(new Date('2026-12-05T00:00:00Z'))).toBe('UTC+06:30');
  });
});
