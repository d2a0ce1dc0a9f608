/**
 * A mail server for a benchmark (bench-newsletter.ts) that takes every mail and keeps
 * nothing, in a thread of its own: the mail a site sends goes to another machine, so
 * receiving it must not take turns with the benchmark's requests on one event loop.
 */
import { Worker } from 'node:worker_threads';

export interface MailSink {
  port: number;
  /** Mails received so far. */
  delivered(): number;
  close(): Promise<void>;
}

export async function startMailSink(): Promise<MailSink> {
  const counter = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(new URL('./bench-mail-sink-worker.mjs', import.meta.url), {
    workerData: counter,
  });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    port,
    delivered: () => Atomics.load(counter, 0),
    close: async () => void (await worker.terminate()),
  };
}
