import { fillIn } from '@coach/contract/messages';
import { useEffect, useRef, useState } from 'react';
import type { Page } from '../api/client.ts';
import type { CsvColumn } from './build-csv.ts';
import { downloadCsv } from './build-csv.ts';
import { type CsvProgress, collectCsv } from './paged-csv.ts';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { usePending } from '../ui/use-pending.ts';

const number = (n: number) => n.toLocaleString('en-US');

/**
 * Download CSV of every row the list's filters select, fetched page by page with the
 * progress shown beside the button. A failure part-way downloads nothing.
 */
export function CsvButton<T>({
  fileName,
  columns,
  fetchPage,
  onFailure,
}: {
  fileName: string;
  columns: readonly CsvColumn<T>[];
  fetchPage: (offset: number, limit: number) => Promise<Page<T>>;
  onFailure: (error: unknown) => void;
}) {
  const t = useT();
  const { busy, pending } = usePending();
  const [progress, setProgress] = useState<CsvProgress>({ done: 0, total: 0 });
  const running = useRef<AbortController | undefined>(undefined);
  // Leaving the screen stops the export: no download appears on another screen.
  useEffect(() => () => running.current?.abort(), []);

  async function exportAll() {
    const controller = new AbortController();
    running.current = controller;
    setProgress({ done: 0, total: 0 });
    try {
      const blob = await pending(() =>
        collectCsv({ columns, fetchPage, onProgress: setProgress, signal: controller.signal }),
      );
      if (!controller.signal.aborted) downloadCsv(fileName, blob);
    } catch (error) {
      if (!controller.signal.aborted) onFailure(error);
    }
  }

  return (
    <>
      <button type="button" className="a-button" disabled={busy} onClick={exportAll}>
        ⤓ {t(UI.downloadCsv)}
      </button>
      <span className="a-csv-progress" aria-live="polite">
        {busy &&
          fillIn(t(UI.preparingCsv), {
            done: number(progress.done),
            total: number(progress.total),
          })}
      </span>
    </>
  );
}
