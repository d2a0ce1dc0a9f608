import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeId } from './youtube';

describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=qp0HIF3SfI4', 'qp0HIF3SfI4'],
    ['https://youtube.com/watch?v=qp0HIF3SfI4&t=42s', 'qp0HIF3SfI4'],
    ['https://m.youtube.com/watch?v=qp0HIF3SfI4', 'qp0HIF3SfI4'],
    ['https://youtu.be/H14bBuluwB8', 'H14bBuluwB8'],
    ['https://youtu.be/H14bBuluwB8?si=abc', 'H14bBuluwB8'],
    ['https://www.youtube.com/embed/Ks-_Mh1QhMc', 'Ks-_Mh1QhMc'],
    ['https://www.youtube-nocookie.com/embed/Ks-_Mh1QhMc', 'Ks-_Mh1QhMc'],
    ['https://www.youtube.com/shorts/Ks-_Mh1QhMc', 'Ks-_Mh1QhMc'],
  ])('reads %s', (address, id) => {
    expect(youtubeId(address)).toBe(id);
  });

  it.each([
    'https://vimeo.com/123456',
    'https://www.youtube.com/channel/UC123',
    'https://www.youtube.com/watch?v=short',
    'not an address',
    '',
  ])('refuses %s', (address) => {
    expect(youtubeId(address)).toBeNull();
  });

  it('embeds on the privacy-enhanced host', () => {
    expect(youtubeEmbedUrl('Ks-_Mh1QhMc')).toBe(
      'https://www.youtube-nocookie.com/embed/Ks-_Mh1QhMc?autoplay=1&rel=0',
    );
  });
});
