import { describe, expect, it } from 'vitest';
import { seatStatus } from './seat-status';

const NOW = Date.parse('2026-05-01T00:00:00Z');
const LATER = '2026-06-01T02:30:00.000Z';
const EARLIER = '2026-04-01T02:30:00.000Z';

describe('an event’s seats as a visitor sees them', () => {
  it.each([
    ['no seats: takes no registrations', { seats: null, starts_at: LATER }, null],
    ['seats left', { seats: 20, seats_taken: 17, starts_at: LATER }, { kind: 'left', left: 3 }],
    ['none taken yet', { seats: 5, starts_at: LATER }, { kind: 'left', left: 5 }],
    ['all taken', { seats: 5, seats_taken: 5, starts_at: LATER }, { kind: 'full' }],
    ['started', { seats: 5, seats_taken: 1, starts_at: EARLIER }, { kind: 'closed' }],
    [
      'registration closed before the start',
      { seats: 5, starts_at: LATER, registration_closes_at: EARLIER },
      { kind: 'closed' },
    ],
    [
      'registration open past the start',
      { seats: 5, starts_at: EARLIER, registration_closes_at: LATER },
      { kind: 'left', left: 5 },
    ],
    ['undated, with seats', { seats: 2, seats_taken: 1 }, { kind: 'left', left: 1 }],
  ])('%s', (_case, event, expected) => {
    expect(seatStatus(event, NOW)).toEqual(expected);
  });
});
