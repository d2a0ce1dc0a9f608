import { describe, expect, it } from 'vitest';
import { clientName } from './client-name.ts';

describe('clientName', () => {
  it('names a phone and a laptop apart', () => {
    expect(
      clientName(
        'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome · Android');
    expect(
      clientName(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      ),
    ).toBe('Safari · macOS');
    expect(
      clientName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Microsoft Edge · Windows');
  });

  it('shows a client it does not know by its own words, and nothing for none', () => {
    expect(clientName('curl/8.5.0')).toBe('curl/8.5.0');
    expect(clientName(null)).toBeNull();
  });
});
