import { commonMessages } from '../i18n/common';
import { useT } from '../i18n/messages';
import { useLanguage } from '../lib/language';
import { localDigits } from '../lib/format';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { pagerItems } from './pager-pages';

export interface PagerProps {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages; the pager hides itself when there is only one. */
  total: number;
  onChange: (page: number) => void;
  /** Accessible name of the navigation landmark, e.g. "Events pages". */
  label?: string;
}

/**
 * Page numbers with previous/next: previous is disabled on page 1 and next on the last;
 * every page is shown when there are 4 or fewer, otherwise the list collapses with ellipses.
 * Use with `pageCount` and `pageSlice` from `./pager-pages`.
 */
export function Pager({ page, total, onChange, label }: PagerProps) {
  const t = useT(commonMessages);
  const language = useLanguage();
  if (total <= 1) return null;
  return (
    <nav className="pager" aria-label={label ?? t('pagination')}>
      <button
        type="button"
        className="pager-step"
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        aria-label={t('previous')}
      >
        <ChevronLeftIcon size={18} />
      </button>
      <ul>
        {pagerItems(page, total).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="pager-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="pager-page"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('page', { page: item })}
                onClick={() => onChange(item)}
              >
                {localDigits(item, language)}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="pager-step"
        onClick={() => onChange(page + 1)}
        disabled={page >= total}
        aria-label={t('next')}
      >
        <ChevronRightIcon size={18} />
      </button>
    </nav>
  );
}
