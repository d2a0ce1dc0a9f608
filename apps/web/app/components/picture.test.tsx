import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type ImageFact, type ImageFacts, ImageFactsContext } from '../lib/image-facts';
import { Picture, ResponsiveImage } from './picture';
import { ZoomableImage } from './image-overlay';

const LOGO = 'LogoLogoLogoLogoLogo01';
const WIDE = 'WideWideWideWideWide01';
const PHONE = 'PhonePhonePhonePhone01';

/**
 * A page in `language` whose data carries the library facts `images`, as the public
 * layout provides them (the root loader says the language, for the words around).
 */
function render(language: 'en' | 'mm', images: ImageFacts, element: React.ReactNode) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: () => (
        <ImageFactsContext.Provider value={{ facts: images, language }}>
          {element}
        </ImageFactsContext.Provider>
      ),
    },
  ]);
  return renderToString(<Stub hydrationData={{ loaderData: { root: { language } } }} />);
}

const logo = <ResponsiveImage id={LOGO} alt="Acme Ltd" width={240} height={240} sizes="160px" />;
const imgTag = (html: string) => /<img [^>]*>/.exec(html)?.[0] ?? '';

describe('ResponsiveImage with the media library’s facts', () => {
  it.each([
    ['en', { alt: 'Acme’s logo', alt_mm: 'အက်မီ လိုဂို' }, 'Acme’s logo'],
    ['mm', { alt: 'Acme’s logo', alt_mm: 'အက်မီ လိုဂို' }, 'အက်မီ လိုဂို'],
    ['en', { alt_mm: 'အက်မီ လိုဂို' }, 'အက်မီ လိုဂို'],
    ['mm', { alt: 'Acme’s logo' }, 'Acme’s logo'],
    ['en', { alt: '', alt_mm: ' ' }, 'Acme Ltd'],
    ['mm', { focal: [0.5, 0.5] }, 'Acme Ltd'],
  ] as ['en' | 'mm', ImageFact, string][])(
    'on a page in %s with %j, says "%s"',
    (language, fact, alt) => {
      const html = imgTag(render(language, { [LOGO]: fact }, logo));
      expect(html).toContain(`alt="${alt}"`);
    },
  );

  it('is drawn as before when the library has nothing: the page’s alt, no style', () => {
    const html = imgTag(render('en', {}, logo));
    expect(html).toContain('alt="Acme Ltd"');
    expect(html).not.toContain('style=');
    expect(imgTag(render('en', { [WIDE]: { alt: 'Other file' } }, logo))).toBe(html);
  });

  it('carries its focal point for the crop (object-position: var(--focal, …) in the CSS)', () => {
    const html = imgTag(render('en', { [LOGO]: { focal: [0.25, 0.7] } }, logo));
    expect(html).toContain('style="--focal:25% 70%"');
    const fine = imgTag(render('en', { [LOGO]: { focal: [1 / 3, 0] } }, logo));
    expect(fine).toContain('style="--focal:33.33% 0%"');
  });

  it('names a zoom button and its full view with the same alt', () => {
    const html = render(
      'mm',
      { [LOGO]: { alt_mm: 'စာအုပ်' } },
      <ZoomableImage id={LOGO} alt="Book" width={240} height={240} sizes="160px" />,
    );
    expect(html).toContain('alt="စာအုပ်"');
    expect(html).toMatch(/aria-label="[^"]*: စာအုပ်"/);
  });
});

describe('Picture with a phone image', () => {
  const hero = (
    <Picture id={WIDE} mobileId={PHONE} alt="" width={1920} height={800} sizes="100vw" />
  );

  it('gives each image’s focal point, for the CSS to pick by the <source>’s media query', () => {
    const both = imgTag(
      render('en', { [WIDE]: { focal: [0.2, 0.4] }, [PHONE]: { focal: [0.6, 0.1] } }, hero),
    );
    expect(both).toContain('style="--focal-wide:20% 40%;--focal-phone:60% 10%"');
    const phoneOnly = imgTag(render('en', { [PHONE]: { focal: [0.6, 0.1] } }, hero));
    expect(phoneOnly).toContain('style="--focal-phone:60% 10%"');
    expect(imgTag(render('en', {}, hero))).not.toContain('style=');
  });

  it('takes either image’s alt, the page’s language first', () => {
    const images: ImageFacts = {
      [WIDE]: { alt: 'The coach speaking' },
      [PHONE]: { alt_mm: 'နည်းပြဆရာ' },
    };
    expect(imgTag(render('en', images, hero))).toContain('alt="The coach speaking"');
    expect(imgTag(render('mm', images, hero))).toContain('alt="နည်းပြဆရာ"');
    expect(imgTag(render('mm', {}, hero))).toContain('alt=""');
  });
});
