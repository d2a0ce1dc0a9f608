import { describe, expect, it } from 'vitest';
import { emptyTestimonial, testimonialPayload, validateTestimonial } from './testimonial-values';

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
