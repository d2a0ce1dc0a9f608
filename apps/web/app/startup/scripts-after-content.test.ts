import { describe, expect, it } from 'vitest';
import { PARKED_MODULE_TYPE, parkedModules, scriptsAfterContent } from './scripts-after-content';

/** The shape React Router and React give a server-rendered page (abridged). */
const ROUTER_MODULE =
  'import * as route0 from "/assets/root-A.js";\nimport * as route1 from "/assets/home-B.js";\n' +
  'window.__reactRouterRouteModules = {"root":route0,"pages/home/home":route1};\n\n' +
  'import("/assets/entry.client-C.js");';
const page = (head: string, tail: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}` +
  `<link rel="stylesheet" href="/assets/root.css"/></head><body><main>Hello</main>${tail}</body></html>`;
const PRELOADS =
  '<link rel="modulepreload" href="/assets/entry.client-C.js"/>' +
  '<link rel="modulepreload" href="/assets/jsx-runtime-D.js"/>' +
  '<link rel="modulepreload" href="/assets/root-A.js"/>' +
  '<link rel="modulepreload" href="/assets/home-B.js"/>' +
  '<link rel="modulepreload" href="/assets/jsx-runtime-D.js"/>';
const TAIL =
  '<script>window.__reactRouterContext = {};</script>' +
  `<script type="module" async="">${ROUTER_MODULE}</script>` +
  '<!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$-->';

describe('scriptsAfterContent', () => {
  const parked = scriptsAfterContent(page(PRELOADS, TAIL));

  it('takes every module preload out of the page', () => {
    expect(parked).not.toMatch(/<link rel="modulepreload"/);
    expect(parked).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it('parks the router module with its text unchanged, so its policy hash still names it', () => {
    expect(parked).toContain(`<script type="${PARKED_MODULE_TYPE}">${ROUTER_MODULE}</script>`);
    expect(parked).not.toContain('<script type="module"');
  });

  it('lists the preloaded modules once each, in order, on the starter after the parked module', () => {
    expect(parkedModules(parked)).toEqual([
      '/assets/entry.client-C.js',
      '/assets/jsx-runtime-D.js',
      '/assets/root-A.js',
      '/assets/home-B.js',
    ]);
    const order = ['x-module-after-content', 'data-modules=', 'streamController.close'];
    const at = order.map((marker) => parked.indexOf(marker));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(at.every((i) => i > parked.indexOf('</main>'))).toBe(true);
    // The starter puts back only the script right before it.
    expect(parked).toContain(`${ROUTER_MODULE}</script><script data-modules=`);
  });

  it('leaves the content and the other scripts as they were', () => {
    const without = (html: string) =>
      html
        .replace(/<link rel="modulepreload"[^>]*>/g, '')
        .replace(/<script[^>]*>[\s\S]*?<\/script>/g, '');
    expect(without(parked)).toBe(without(page(PRELOADS, TAIL)));
    expect(parked).toContain('<script>window.__reactRouterContext = {};</script>');
  });

  it('returns a document without the router module as it is', () => {
    const plain = page('', '<script>1</script>');
    expect(scriptsAfterContent(plain)).toBe(plain);
    expect(parkedModules(plain)).toEqual([]);
  });
});
