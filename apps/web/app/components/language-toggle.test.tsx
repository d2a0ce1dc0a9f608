import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LanguageToggle } from './language-toggle';

/** The toggle as a page in `language` renders it (the root loader says the language). */
function render(language: 'en' | 'mm', props: Parameters<typeof LanguageToggle>[0]) {
  const Stub = createRoutesStub([
    { id: 'root', path: '/', Component: () => <LanguageToggle {...props} /> },
  ]);
  return renderToString(<Stub hydrationData={{ loaderData: { root: { language } } }} />);
}

describe('LanguageToggle', () => {
  it("is a link to the page's address in the other language, so it works without scripts", () => {
    expect(render('en', { className: 'language-toggle' })).toContain('href="/?lang=mm"');
    expect(render('mm', { className: 'language-toggle' })).toContain('href="/?lang=en"');
  });

  it('is named in the language it switches to on the public site, marked with that language', () => {
    const html = render('en', { className: 'language-toggle' });
    expect(html).toContain('class="language-toggle"');
    expect(html).toContain('aria-label="မြန်မာဘာသာဖြင့် ကြည့်ရန်" lang="my"');
    expect(html).toContain('<span>မြန်မာ</span>');
    expect(render('mm', { className: 'language-toggle' })).toContain(
      'aria-label="View in English" lang="en"',
    );
  });

  it('takes a name in the page language (the back office), marking only the other language', () => {
    const html = render('en', {
      className: 'a-language-toggle',
      label: 'Switch to Burmese: မြန်မာ',
    });
    expect(html).toContain('class="a-language-toggle"');
    expect(html).toMatch(/<a[^>]*aria-label="Switch to Burmese: မြန်မာ"(?![^>]*lang=)[^>]*>/);
    expect(html).toContain('<span lang="my">မြန်မာ</span>');
  });
});
