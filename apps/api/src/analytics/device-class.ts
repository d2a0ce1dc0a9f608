export type DeviceClass = 'phone' | 'tablet' | 'desktop';

/**
 * The kind of device a browser says it runs on. A small rule, as the dashboard needs no
 * more: iPads and Android without "Mobile" are tablets; anything saying Mobile, iPhone or
 * Android is a phone; the rest desktops.
 */
export function deviceClassOf(userAgent: string | undefined): DeviceClass {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(ua)) return 'tablet';
  if (/Android/i.test(ua) && !/Mobile/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(ua)) return 'phone';
  return 'desktop';
}
