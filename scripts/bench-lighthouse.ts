/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, Debian's Chromium) on every public page
 * and on a copy of the same page with its scripts removed, three runs each, side by side.
 *
 * The copy is the limit a page's JavaScript is measured against: the same HTML, styles,
 * fonts and pictures from the same server, only without `<script>` and module preloads.
 * It is served by a small proxy in this process at `/__noscript/<path>`; everything else
 * the page asks for goes through to the real server. Figures are medians of the runs;
 * the machine is shared, so compare the two columns of one run, not runs with each other.
 *
 *   npm run bench:lighthouse
 *   BENCH_PAGES=/,/shops BENCH_RUNS=1 npm run bench:lighthouse   # a quicker look
 */
import { createServer, request as httpRequest } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import type { TraceEvent } from '../e2e/trace-events.ts';
import { fixedPageAddresses } from '../apps/web/app/lib/public-pages.ts';
import { freePort, root, startServer } from './bench-server.ts';
import { buildIfStale } from './production-build.mjs';
import { BLOCKING_MS, SLOWDOWN, blockingAt4x, tasksAfterPaint } from './startup-tasks.ts';
import { type Figures, GOALS, verdict } from './lighthouse-goals.ts';
import { type LcpFacts, lcpFacts } from './lighthouse-lcp.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = process.env.BENCH_PAGES?.split(',') ?? fixedPageAddresses('/meet-mung');

/** The page without what runs: every script element and module preload taken out. */
export const withoutScripts = (html: string) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');

/**
 * Serves `/__noscript/<path>` as the page without scripts (compressed, as the site would
 * send it) and passes every other request through to the site byte for byte, so both the
 * page and its copy reach Lighthouse through the same hop.
 */
async function noScriptProxy(target: string) {
  const port = await freePort();
  const upstream = new URL(target);
  const server = createServer(async (req, res) => {
    const url = req.url ?? '/';
    if (!url.startsWith('/__noscript/')) {
      const forward = httpRequest(
        { host: upstream.hostname, port: upstream.port, path: url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => res.destroy());
      req.pipe(forward);
      return;
    }
    const page = await fetch(`${target}${url.slice('/__noscript'.length)}`);
    const html = withoutScripts(await page.text());
    res.writeHead(page.status, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
    });
    res.end(brotliCompressSync(html));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

/**
 * What Lighthouse said about its own runs, once each: above all that the host is slower
 * than its 4× CPU slowdown assumes, when the blocking time it reports stands for a phone
 * slower than the one it means to simulate.
 */
const runWarnings = new Set<string>();

/** A run's figures, and what it said of the LCP element and the bytes. */
type Run = Figures & { facts: LcpFacts };

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Lighthouse's default: a mid-range phone on a slow 4G network, simulated.
    formFactor: 'mobile',
  });
  const { lhr } = result!;
  // A run Lighthouse could not finish (the page not painting in its time on a crowded
  // host) has no trace and no figures: said as such rather than as a missing property.
  const trace = result!.artifacts.Trace as { traceEvents: TraceEvent[] } | undefined;
  if (lhr.runtimeError || !trace) {
    throw new Error(
      `Lighthouse could not measure ${url}: ${lhr.runtimeError?.code ?? 'no trace'} ${lhr.runtimeError?.message ?? ''}`,
    );
  }
  for (const warning of lhr.runWarnings) runWarnings.add(String(warning));
  const ms = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: lhr.categories.performance?.score ?? Number.NaN,
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    tbtOnCpu: blockingOnCpu(trace.traceEvents),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    facts: lcpFacts(lhr),
  };
}

/** A run, and a second one if Lighthouse could not finish the first (said on stderr). */
async function auditOnceMore(url: string, port: number): Promise<Run> {
  try {
    return await audit(url, port);
  } catch (error) {
    process.stderr.write(`  ${(error as Error).message}; running it again\n`);
    return audit(url, port);
  }
}

function blockingOnCpu(events: TraceEvent[]) {
  // Only a task longer than this by the clock can block at 4× by its time on the CPU.
  const tasks = tasksAfterPaint(events, BLOCKING_MS / SLOWDOWN);
  return tasks ? blockingAt4x(tasks, 'cpuMs') : Number.NaN;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const medians = (runs: Figures[]): Figures => ({
  performance: median(runs.map((r) => r.performance)),
  fcp: median(runs.map((r) => r.fcp)),
  lcp: median(runs.map((r) => r.lcp)),
  tbt: median(runs.map((r) => r.tbt)),
  tbtOnCpu: median(runs.map((r) => r.tbtOnCpu)),
  benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
});

/** The run whose LCP is the median: its element, bytes and phases go together. */
const medianRun = (runs: Run[]) => {
  const lcp = median(runs.map((r) => r.lcp));
  return runs.find((r) => r.lcp === lcp)!;
};

/**
 * Each page's LCP element and its bytes in all, with and without scripts, and where the
 * LCP's time went (of the median run): what is not a timing, and why the paint comes late.
 */
function printLcpFacts(facts: [string, LcpFacts, LcpFacts][]) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`.padStart(8);
  const ms = (value: number) => value.toFixed(0).padStart(6);
  console.log(
    `\nLCP element and bytes in all (median run); phases in ms: TTFB, load delay, load time, render delay\n`,
  );
  console.log(
    `${'page'.padEnd(22)} ${'bytes'.padStart(8)} ${'no JS'.padStart(8)} ${'TTFB'.padStart(6)} ${'delay'.padStart(6)} ${'load'.padStart(6)} ${'render'.padStart(6)}  LCP element`,
  );
  for (const [path, page, copy] of facts) {
    const { ttfb, loadDelay, loadTime, renderDelay } = page.phases;
    const same = page.element === copy.element ? '' : `  (no JS: ${copy.element})`;
    console.log(
      `${path.padEnd(22)} ${kb(page.totalBytes)} ${kb(copy.totalBytes)} ${ms(ttfb)} ${ms(loadDelay)} ${ms(loadTime)} ${ms(renderDelay)}  ${page.element}${same}`,
    );
  }
}

/**
 * A page asked for twice, as a browser asks, and a moment after: each page is measured as
 * most of its visitors get it. A page kept for everyone has its compressed copy made
 * smaller once it is asked for again (answer-cache.ts); the first visitor after a change
 * gets the larger one.
 */
async function askedBefore(url: string) {
  for (let i = 0; i < 2; i++) {
    await fetch(url, { headers: { 'accept-encoding': 'br' } }).then((res) => res.arrayBuffer());
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

if (buildIfStale(root) !== 0) process.exit(1);
const dir = mkdtempSync(join(tmpdir(), 'coach-lighthouse-'));
const site = await startServer(process.env.DATABASE_URL ?? `sqlite:${join(dir, 'site.db')}`);
const proxy = await noScriptProxy(site.base);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_FLAGS,
});

try {
  const rows: [string, Figures, Figures][] = [];
  const facts: [string, LcpFacts, LcpFacts][] = [];
  for (const path of PAGES) {
    const page: Run[] = [];
    const copy: Run[] = [];
    await askedBefore(`${site.base}${path}`);
    // Alternate the two, so a busy moment of the machine falls on both alike.
    for (let run = 0; run < RUNS; run++) {
      page.push(await auditOnceMore(`${proxy.base}${path}`, chrome.port));
      copy.push(await auditOnceMore(`${proxy.base}/__noscript${path}`, chrome.port));
    }
    rows.push([path, medians(page), medians(copy)]);
    facts.push([path, medianRun(page).facts, medianRun(copy).facts]);
    process.stderr.write(`  ${path} done\n`);
  }
  console.log(
    `\nLighthouse ${RUNS}× per page (mobile, simulated slow 4G), medians; "no JS" is the same page without its scripts; ` +
      `"on CPU" is what the tasks after the first paint would block at 4× counting only their time on the CPU; ` +
      `"host" is Lighthouse's benchmark index of the machine during the page's runs (about 1 500 expected, lower when busy)\n`,
  );
  const head = [
    'page',
    'perf',
    'no JS',
    'FCP ms',
    'no JS',
    'LCP ms',
    'no JS',
    'LCP ratio',
    'TBT ms',
    'no JS',
    'on CPU',
    'no JS',
    'host',
  ];
  console.log(head.map((h, i) => (i ? h.padStart(9) : h.padEnd(22))).join(' '));
  for (const [path, p, c] of rows) {
    console.log(
      [
        path.padEnd(22),
        p.performance.toFixed(2).padStart(9),
        c.performance.toFixed(2).padStart(9),
        p.fcp.toFixed(0).padStart(9),
        c.fcp.toFixed(0).padStart(9),
        p.lcp.toFixed(0).padStart(9),
        c.lcp.toFixed(0).padStart(9),
        (p.lcp / c.lcp).toFixed(2).padStart(9),
        p.tbt.toFixed(0).padStart(9),
        c.tbt.toFixed(0).padStart(9),
        p.tbtOnCpu.toFixed(0).padStart(9),
        c.tbtOnCpu.toFixed(0).padStart(9),
        p.benchmarkIndex.toFixed(0).padStart(9),
      ].join(' '),
    );
  }
  printLcpFacts(facts);
  // Each page is judged against its own copy without scripts, measured in the same run: a
  // host that slows the copy too (a crowded machine, a slow one) is not taken for the
  // page's own cost (issue 38, decision 0020).
  console.log(
    `\ngoals, against the page without scripts: performance >= ${GOALS.performance} or within ` +
      `${GOALS.performanceMargin} of it, TBT <= ${GOALS.tbtMs} ms or within ${GOALS.tbtMarginMs} ms of it, ` +
      `LCP <= ${GOALS.lcpRatio}x it`,
  );
  let missed = 0;
  for (const [path, p, c] of rows) {
    const misses = verdict(p, c);
    if (misses.length) missed += 1;
    console.log(
      `  ${misses.length ? 'MISS' : 'met '}  ${path}${misses.length ? `: ${misses.join(', ')}` : ''}`,
    );
  }
  console.log(missed ? `\n${missed} of ${rows.length} pages missed` : `\nevery page met its goals`);
  process.exitCode = missed ? 1 : 0;
  if (runWarnings.size) {
    console.log('\nLighthouse warned:');
    for (const warning of runWarnings) console.log(`  ${warning}`);
  }
} finally {
  chrome.kill();
  proxy.stop();
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
}
