import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The W3C Nu Html Checker, run on the system's Java (html-validity.test.ts and pages of one test's own). */
const vnuJar = join(createRequire(import.meta.url).resolve('vnu-jar'), '..', 'build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** The validator's errors for these files (warnings and notes are left out). */
export async function validate(files: string[]): Promise<VnuMessage[]> {
  const run = await promisify(execFile)(
    'java',
    ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
    { maxBuffer: 32 * 1024 * 1024 },
  );
  // vnu writes its JSON report to stderr.
  const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  return report.messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
}

export const describeMessage = (m: VnuMessage) =>
  `${m.url.split('/').pop()}:${m.lastLine ?? '?'} ${m.message}  ${(m.extract ?? '').trim().slice(0, 120)}`;
