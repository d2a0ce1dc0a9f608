import { describe, expect, it } from 'vitest';
import { pageMeta } from './seo';
import { type PageCards, cardsIn, siteInfo } from './site';

const context = (language: 'en' | 'mm', cards: PageCards = {}, pathname = '/team-coaching') => ({
  matches: [
    {
      id: 'root',
      data: {
        language,
        themeCss: '',
        site: siteInfo({ businessName: 'Mung Coaching' }),
        publicUrl: 'https://coach.example',
        cards,
      },
    },
  ],
  location: { pathname },
});

const find = (tags: ReturnType<typeof pageMeta>, key: string, value: string) =>
  tags.find((t) => (t as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;

describe('pageMeta', () => {
  it('gives the title with the business name, description and Open Graph tags', () => {
    const tags = pageMeta(context('en'), {
      title: 'Team coaching',
      description: 'Teams that  win.',
      image: 'f1',
    });
    expect(tags).toContainEqual({ title: 'Team coaching | Mung Coaching' });
    expect(tags).toContainEqual({ name: 'description', content: 'Teams that win.' });
    expect(find(tags, 'property', 'og:image')?.content).toBe(
      'https://coach.example/api/files/f1?w=1280',
    );
  });

  it("describes the shared picture with the library's alt, in the page's language first", () => {
    const withFacts = (language: 'en' | 'mm') => {
      const base = context(language);
      return {
        ...base,
        matches: [
          ...base.matches,
          { id: 'page', data: { images: { f1: { alt: 'The coach', alt_mm: 'နည်းပြ' } } } },
        ],
      };
    };
    const seo = { title: 'T', description: 'D', image: 'f1' };
    const en = pageMeta(withFacts('en'), seo);
    expect(find(en, 'property', 'og:image:alt')?.content).toBe('The coach');
    expect(find(en, 'name', 'twitter:image:alt')?.content).toBe('The coach');
    expect(find(pageMeta(withFacts('mm'), seo), 'property', 'og:image:alt')?.content).toBe('နည်းပြ');
    // No alt in the library: no alt tags, rather than an empty one.
    expect(find(pageMeta(context('en'), seo), 'property', 'og:image:alt')).toBeUndefined();
  });

  it('gives the canonical URL and both language alternates', () => {
    const en = pageMeta(context('en'), { title: 'T', description: 'D' });
    expect(find(en, 'rel', 'canonical')?.href).toBe('https://coach.example/team-coaching');
    expect(find(en, 'hrefLang', 'my')?.href).toBe('https://coach.example/team-coaching?lang=mm');
    const mm = pageMeta(context('mm'), { title: 'T', description: 'D' });
    expect(find(mm, 'rel', 'canonical')?.href).toBe('https://coach.example/team-coaching?lang=mm');
    expect(find(mm, 'property', 'og:locale')?.content).toBe('my_MM');
  });

  describe("the owner's social card", () => {
    const ownTags = { title: 'Team coaching', description: 'Teams that win.', image: 'banner' };
    const content = (tags: ReturnType<typeof pageMeta>, key: string, value: string) =>
      find(tags, key, value)?.content;

    it('gives the title, description and picture of the card as written', () => {
      const tags = pageMeta(
        context('en', {
          'team-coaching': {
            title: 'Teams in Yangon',
            description: 'Coaching  for teams.',
            image: 'card',
          },
        }),
        ownTags,
      );
      expect(tags).toContainEqual({ title: 'Teams in Yangon' });
      expect(tags).toContainEqual({ name: 'description', content: 'Coaching for teams.' });
      expect(content(tags, 'property', 'og:title')).toBe('Teams in Yangon');
      expect(content(tags, 'property', 'og:description')).toBe('Coaching for teams.');
      expect(content(tags, 'name', 'twitter:title')).toBe('Teams in Yangon');
      expect(content(tags, 'name', 'twitter:card')).toBe('summary_large_image');
      for (const [key, name] of [
        ['property', 'og:image'],
        ['name', 'twitter:image'],
      ] as const) {
        expect(content(tags, key, name)).toBe('https://coach.example/api/files/card?w=1280');
      }
    });

    it("falls back field by field to the page's own values", () => {
      const tags = pageMeta(
        context('en', { 'team-coaching': { description: 'Only this.' } }),
        ownTags,
      );
      expect(tags).toContainEqual({ title: 'Team coaching | Mung Coaching' });
      expect(content(tags, 'property', 'og:description')).toBe('Only this.');
      expect(content(tags, 'property', 'og:image')).toBe(
        'https://coach.example/api/files/banner?w=1280',
      );
    });

    it("is the page's language's: a Burmese card without its title keeps the page's Burmese title", () => {
      const card = {
        page: 'team-coaching' as const,
        title: 'English title',
        title_mm: null,
        description: 'English description',
        description_mm: 'မြန်မာ ဖော်ပြချက်',
        image: null,
      };
      const tags = pageMeta(context('mm', cardsIn([card], 'mm')), {
        ...ownTags,
        title: 'အဖွဲ့ နည်းပြ',
      });
      expect(tags).toContainEqual({ title: 'အဖွဲ့ နည်းပြ | Mung Coaching' });
      expect(content(tags, 'property', 'og:description')).toBe('မြန်မာ ဖော်ပြချက်');
      expect(cardsIn([card], 'en')).toEqual({
        'team-coaching': { title: 'English title', description: 'English description' },
      });
    });

    it("is only its own page's, and a page per record has none", () => {
      const cards = { trainings: { title: 'Trainings card' }, home: { title: 'Home card' } };
      expect(pageMeta(context('en', cards), ownTags)).toContainEqual({
        title: 'Team coaching | Mung Coaching',
      });
      expect(pageMeta(context('en', cards, '/'), ownTags)).toContainEqual({ title: 'Home card' });
      expect(pageMeta(context('en', cards, '/articles/view/1'), ownTags)).toContainEqual({
        title: 'Team coaching | Mung Coaching',
      });
    });
  });
});
