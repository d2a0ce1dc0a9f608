import { describe, expect, it } from 'vitest';
import { pageMeta } from './seo';
import { siteInfo } from './site';

const context = (language: 'en' | 'mm') => ({
  matches: [
    {
      id: 'root',
      data: {
        language,
        colors: {},
        site: siteInfo({ businessName: 'Mung Coaching' }),
        publicUrl: 'https://coach.example',
      },
    },
  ],
  location: { pathname: '/team-coaching' },
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

  it('gives the canonical URL and both language alternates', () => {
    const en = pageMeta(context('en'), { title: 'T', description: 'D' });
    expect(find(en, 'rel', 'canonical')?.href).toBe('https://coach.example/team-coaching');
    expect(find(en, 'hrefLang', 'my')?.href).toBe('https://coach.example/team-coaching?lang=mm');
    const mm = pageMeta(context('mm'), { title: 'T', description: 'D' });
    expect(find(mm, 'rel', 'canonical')?.href).toBe('https://coach.example/team-coaching?lang=mm');
    expect(find(mm, 'property', 'og:locale')?.content).toBe('my_MM');
  });
});
