import type { NewsletterProgress } from '@coach/contract/newsletters';
import { fillIn } from '@coach/contract/messages';
import { localDigits } from '../../lib/format.ts';
import { useLanguage } from '../../lib/language.ts';
import { useT } from '../i18n/text.ts';
import { L } from './texts.ts';

/**
 * A letter's progress: sent, failed and skipped mails as parts of one bar, with the same
 * counts in words (what a screen reader reads; the bar itself is a picture of them).
 */
export function ProgressBar({ progress }: { progress: NewsletterProgress }) {
  const t = useT();
  const language = useLanguage();
  const { total, sent, failed, skipped } = progress;
  const share = (n: number) => `${total ? (100 * n) / total : 0}%`;
  const digits = (n: number) => localDigits(n, language);
  return (
    <div className="a-letter-progress" data-testid="letter-progress">
      <div className="a-progress-bar" aria-hidden="true">
        <span className="a-progress-sent" style={{ width: share(sent) }} />
        <span className="a-progress-failed" style={{ width: share(failed) }} />
        <span className="a-progress-skipped" style={{ width: share(skipped) }} />
      </div>
      <p className="a-progress-words" aria-live="polite">
        {fillIn(t(L.progress), {
          sent: digits(sent),
          total: digits(total),
          failed: digits(failed),
          skipped: digits(skipped),
        })}
      </p>
    </div>
  );
}
