import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, as the Lighthouse benchmark and the start-up trace start it: headless,
 * and with nothing that would reach out to the network on its own (updates, sync). They
 * measure what a visitor's browser does, so they run the full browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' Chromium: Debian's old headless shell when it is installed (package
 * chromium-headless-shell, as Playwright's own headless runs use), the same Blink without
 * the full browser's own pages and processes, which took about a quarter of the CPU of a
 * test file on this machine; otherwise the full browser. CHROMIUM_PATH overrides both.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
