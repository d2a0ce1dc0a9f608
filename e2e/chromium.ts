/**
 * Debian's Chromium, as the browser tests and the Lighthouse benchmark start it: headless,
 * and with nothing that would reach out to the network on its own (updates, sync).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
