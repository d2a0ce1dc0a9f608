import { type Availability, DEFAULT_AVAILABILITY, schemas } from '@coach/contract';
import { describe, expect, it } from 'vitest';
import { bodyOf, copyMonday, draftOf, errorsByInput, newRange } from './availability-values.ts';

const SAVED: Availability = {
  ...DEFAULT_AVAILABILITY,
  weekly: [
    { weekday: 1, from: '09:00', to: '12:00' },
    { weekday: 1, from: '13:00', to: '17:00' },
    { weekday: 6, from: '18:00', to: '24:00' },
  ],
  max_per_day: 4,
  blocked_dates: ['2026-12-25', '2027-01-01'],
  by_purpose: {
    Training: { slot_minutes: 180, location: 'Training hall', location_mm: 'သင်တန်းခန်းမ' },
    Collaboration: { weekly: [{ weekday: 3, from: '10:00', to: '11:00' }] },
    'Team Coaching': { meeting_url: 'https://meet.example.com/team' },
  },
};

describe('the availability form’s values', () => {
  it('sends back what it read, the API taking it as it was', () => {
    const body = bodyOf(draftOf(SAVED));
    expect(schemas.availability.parse(body)).toEqual(SAVED);
  });

  it('shows the day’s last midnight as a time input can, 00:00, and sends it as 24:00', () => {
    const draft = draftOf(SAVED);
    expect(draft.ranges[2]).toMatchObject({ weekday: 6, from: '18:00', to: '00:00' });
    expect(bodyOf(draft).weekly[2]).toEqual({ weekday: 6, from: '18:00', to: '24:00' });
  });

  it('sends an empty cap as none, and other numbers as typed for the API to judge', () => {
    const draft = draftOf(SAVED);
    draft.numbers.max_per_day = ' ';
    draft.numbers.slot_minutes = ' 45 ';
    draft.numbers.days_ahead = 'soon';
    draft.purpose_minutes.Training = '';
    draft.purpose_places.Training = { location: ' ', location_mm: '', meeting_url: '' };
    const body = bodyOf(draft);
    expect(body).toMatchObject({ max_per_day: null, slot_minutes: '45', days_ahead: 'soon' });
    // The kind keeps its own hours, which this screen does not edit; blank places are none.
    expect(body.by_purpose).toEqual({
      Collaboration: SAVED.by_purpose.Collaboration,
      'Team Coaching': SAVED.by_purpose['Team Coaching'],
    });
  });

  it('places the API’s errors beside the inputs they name', () => {
    const draft = draftOf(SAVED);
    const [, second, third] = draft.ranges;
    expect(
      errorsByInput(
        {
          'weekly.1.to': 'Must end after it starts',
          'weekly.2.from': 'Overlaps another range of the same day',
          'blocked_dates.1': 'Must be a date as YYYY-MM-DD',
          'by_purpose.Training.slot_minutes': 'Must be at least 15',
          'by_purpose.Collaboration.meeting_url': 'Must be a full web address starting https://',
          time_zone: 'Must be a time zone such as Asia/Yangon',
        },
        draft,
      ),
    ).toEqual({
      [`range.${second!.key}.to`]: 'Must end after it starts',
      [`range.${third!.key}.from`]: 'Overlaps another range of the same day',
      'blocked.2027-01-01': 'Must be a date as YYYY-MM-DD',
      'purpose.Training': 'Must be at least 15',
      'place.Collaboration.meeting_url': 'Must be a full web address starting https://',
      time_zone: 'Must be a time zone such as Asia/Yangon',
    });
  });

  it('copies Monday to Tuesday–Friday, replacing their hours and leaving the weekend', () => {
    const draft = draftOf(SAVED);
    const copied = copyMonday([...draft.ranges, newRange(draft.ranges, 3)]);
    const days = (day: number) =>
      copied.filter((r) => r.weekday === day).map((r) => `${r.from}-${r.to}`);
    for (const day of [1, 2, 3, 4, 5]) expect(days(day)).toEqual(['09:00-12:00', '13:00-17:00']);
    expect(days(6)).toEqual(['18:00-00:00']);
    expect(days(0)).toEqual([]);
    expect(new Set(copied.map((r) => r.key)).size).toBe(copied.length);
  });

  it('adds a closed day’s first hours, or the hour after its last range', () => {
    const draft = draftOf(SAVED);
    expect(newRange(draft.ranges, 0)).toMatchObject({ weekday: 0, from: '09:00', to: '17:00' });
    expect(newRange(draft.ranges, 1)).toMatchObject({ from: '17:00', to: '18:00' });
  });
});
