import { describe, expect, it } from 'vitest';
import { newsletterParts, pictureWidth } from '../src/newsletters/newsletter-mail.ts';

const ORIGIN = 'https://coach.example';
const LEAVE = 'https://coach.example/unsubscribe?token=abc&lang=mm';
const burmeseSentence =
  'တည်ထောင်သူများကို တစ်နှစ်ကြာ နည်းပြခဲ့ရာမှ တည်ငြိမ်သော ခေါင်းဆောင်များ၏ အလေ့အထ ငါးခု ဖြစ်ပါသည်။';
const letter = {
  id: 1,
  subject: 'Leading calmly',
  subject_mm: 'တည်ငြိမ်စွာ ဦးဆောင်ခြင်း',
  body:
    '<h1>Leading calmly</h1><p>Five habits. See <a href="/events">the events</a>.</p>' +
    '<p><a href="/articles/view/3">Read the article</a></p>',
  body_mm:
    `<h1>တည်ငြိမ်စွာ ဦးဆောင်ခြင်း</h1><p>${burmeseSentence}</p>` +
    '<p><a href="/articles/view/3?lang=mm">ဆောင်းပါးကို ဖတ်ရန်</a></p>',
};
const parts = (language: 'en' | 'mm', unsubscribe: string | null = LEAVE) =>
  newsletterParts(letter, language, { origin: ORIGIN, unsubscribe });

/** How a letter reads (issue 44): the mail's HTML and plain text, in each language. */
describe('a newsletter’s mail', () => {
  it('says its language on the column too, and sets Burmese with room between its lines', () => {
    const { html } = parts('mm');
    expect(html).toContain('<html lang="my">');
    expect(html).toMatch(/<div lang="my" dir="ltr" style="[^"]*line-height:1\.9/);
    expect(html).toMatch(/<h1 style="[^"]*line-height:1\.55/);
    expect(html).toContain("'Noto Sans Myanmar', 'Myanmar Text', 'Myanmar Sangam MN', Pyidaungsu");
    expect(parts('en').html).toMatch(/<div lang="en" dir="ltr" style="[^"]*line-height:1\.6/);
  });

  it('draws a paragraph that is only a link as a button, other links as links', () => {
    const { html } = parts('en');
    expect(html).toMatch(
      /<a href="https:\/\/coach\.example\/articles\/view\/3"[^>]*style="display:inline-block;[^"]*background:#16425b;color:#ffffff[^"]*">Read the article<\/a>/,
    );
    expect(html).toMatch(
      /<a href="https:\/\/coach\.example\/events"[^>]*style="color:#16425b;text-decoration:underline">the events<\/a>/,
    );
  });

  it('ends with why, then the unsubscribe link on a line of its own; a test with a note instead', () => {
    const { html } = parts('mm');
    expect(html).toMatch(
      /<p [^>]*><a href="https:\/\/coach\.example\/unsubscribe\?token=abc&amp;lang=mm" style="[^"]*white-space:nowrap">စာရင်းမှ ထွက်ရန်<\/a> · <a href="https:\/\/coach\.example\/"/,
    );
    const test = parts('en', null);
    expect(test.html).not.toContain('/unsubscribe');
    expect(test.text).toContain('A test: subscribers get this with their own unsubscribe link.');
  });

  it('writes the plain text unwrapped, headings in their case, each link written out', () => {
    expect(parts('en').text).toBe(
      [
        'Leading calmly',
        '',
        'Five habits. See the events [https://coach.example/events].',
        '',
        'Read the article [https://coach.example/articles/view/3]',
        '',
        '--',
        'You receive this because you subscribed to emails from coach.example.',
        `Unsubscribe: ${LEAVE}`,
        'https://coach.example/',
      ].join('\n'),
    );
    const { text } = parts('mm');
    // A Burmese sentence longer than 78 characters is one line: the reader's phone wraps it.
    expect(burmeseSentence.length).toBeGreaterThan(78);
    expect(text.split('\n')).toContain(burmeseSentence);
    expect(text).toContain('ဆောင်းပါးကို ဖတ်ရန် [https://coach.example/articles/view/3?lang=mm]');
    expect(text).toContain(`စာရင်းမှ ထွက်ရန်: ${LEAVE}`);
  });

  it('asks the files route for a width it makes, sharp at twice the width drawn', () => {
    expect(pictureWidth(560)).toBe(1280);
    expect(pictureWidth(300)).toBe(640);
    expect(pictureWidth(2000)).toBe(1920);
  });
});
