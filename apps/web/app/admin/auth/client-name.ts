import Bowser from 'bowser';

/**
 * A person's name for a browser from its User-Agent ("Chrome · Android"): enough to tell
 * one's phone from one's laptop in the sessions list.
 */
export function clientName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  if (browser.name && os.name) return `${browser.name} · ${os.name}`;
  return browser.name || os.name || userAgent.slice(0, 60);
}
