import { describe, expect, it } from 'vitest';
import { emptyTestimonial, testimonialPayload, validateTestimonial } from './testimonial-values';
import { testimonialContractProblems } from './testimonial-contract';
import { BOTH_LANGUAGES, atMost } from '../../components/upload/contract-words.fixture';

const filled = {
  name: 'Ko Zaw',
  organization: 'Golden Rice Trading',
  role: 'Managing Director',
  programs: 'Business Coaching',
  differences: 'We meet for 20 minutes instead of two hours.',
  take_away: 'Ask before you tell.',
};
const photo = new File([new Uint8Array([255, 216, 255])], 'me.jpg', { type: 'image/jpeg' });

describe('validateTestimonial', () => {
  it('accepts a complete story with a photo', () => {
    expect(validateTestimonial(filled, photo)).toEqual({});
  });

  it('asks for every field and the photo', () => {
    expect(validateTestimonial(emptyTestimonial(), null)).toEqual({
      name: 'required',
      organization: 'required',
      role: 'required',
      programs: 'required',
      differences: 'required',
      take_away: 'required',
      photo: 'noPhoto',
    });
  });

  it('leaves whether the photo is an image to its bytes, not its name', () => {
    const nameless = new File(['\xff\xd8\xff'], 'IMG_0001', { type: 'application/octet-stream' });
    expect(validateTestimonial(filled, nameless)).toEqual({});
  });
});

describe('testimonialPayload', () => {
  it('sends the fields trimmed, with the photo id', () => {
    expect(testimonialPayload({ ...filled, name: ' Ko Zaw ' }, 'file-9', 'en')).toEqual({
      ...filled,
      photo: 'file-9',
    });
  });

  it('also fills programs_mm on the Burmese page', () => {
    const payload = testimonialPayload({ ...filled, programs: 'လုပ်ငန်း နည်းပြခြင်း' }, 'f', 'mm');
    expect(payload.programs).toBe('လုပ်ငန်း နည်းပြခြင်း');
    expect(payload.programs_mm).toBe('လုပ်ငန်း နည်းပြခြင်း');
  });
});

describe('testimonialContractProblems', () => {
  it('finds nothing in a story the API takes (the photo is checked apart)', () => {
    expect(testimonialContractProblems(filled, 'en')).toEqual({});
  });

  it.each(BOTH_LANGUAGES)(
    "names what the form's own checks let through, in the API's words (%s)",
    (language) => {
      const long = {
        ...filled,
        organization: 'O'.repeat(201),
        programs: 'p'.repeat(501),
        differences: 'd'.repeat(5001),
      };
      expect(testimonialContractProblems(long, language)).toEqual({
        organization: atMost(language, 200),
        programs: atMost(language, 500),
        differences: atMost(language, 5000),
      });
    },
  );

  it('refuses a blank field in its own words, as the API would', () => {
    expect(testimonialContractProblems({ ...filled, take_away: '  ' }, 'en')).toEqual({
      take_away: 'Required',
    });
  });
});
