import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VideoFacade } from './video-facade';

describe('VideoFacade (server render)', () => {
  it('sends a light play link for a YouTube video, not the player', () => {
    const html = renderToString(
      <VideoFacade url="https://youtu.be/H14bBuluwB8" title="Grit" playLabel="Play video: Grit" />,
    );
    expect(html).not.toContain('<iframe');
    expect(html).toContain('href="https://youtu.be/H14bBuluwB8"');
    expect(html).toContain('aria-label="Play video: Grit"');
    // Nothing from a third party before the visitor plays: the title stands in.
    expect(html).not.toContain('ytimg.com');
    expect(html).toContain('class="video-title">Grit</span>');
    expect(html).not.toContain('target="_blank"');
  });

  it('shows an uploaded poster instead of the YouTube thumbnail when there is one', () => {
    const html = renderToString(
      <VideoFacade url="https://youtu.be/H14bBuluwB8" title="x" playLabel="Play" posterId="abc" />,
    );
    expect(html).toContain('/api/files/abc?w=');
    expect(html).not.toContain('i.ytimg.com');
  });

  it('links out in a new tab for an address it cannot embed', () => {
    const html = renderToString(
      <VideoFacade url="https://vimeo.com/12345" title="Talk" playLabel="Play video: Talk" />,
    );
    expect(html).toContain('href="https://vimeo.com/12345"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
