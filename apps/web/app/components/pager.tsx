import { Link } from 'react-router';
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
  /** Turns the pager into buttons that change a list held in the browser. */
  onChange?: (page: number) => void;
  /**
   * Turns the pager into links to each page's address (a list the server renders one page
   * at a time): they work without JavaScript, and with it they load only the new data.
   */
  href?: (page: number) => string;
  /** Accessible name of the navigation landmark, e.g. "Events pages". */
  label?: string;
}

/**
 * Page numbers with previous/next: previous is disabled on page 1 and next on the last;
 * every page is shown when there are 4 or fewer, otherwise the list collapses with ellipses.
 * Use with `pageCount` and `pageSlice` from `./pager-pages`.
 */
export function Pager({ page, total, onChange, href, label }: PagerProps) {
  const t = useT(commonMessages);
  const language = useLanguage();
  if (total <= 1) return null;
  const step = (to: number, rel: 'prev' | 'next', icon: React.ReactNode) => {
    const name = rel === 'prev' ? t('previous') : t('next');
    const disabled = to < 1 || to > total;
    if (!href) {
      return (
        <button
          type="button"
          className="pager-step"
          onClick={() => onChange?.(to)}
          disabled={disabled}
          aria-label={name}
        >
          {icon}
        </button>
      );
    }
    // At either end the step leads nowhere: a link without an address, marked disabled.
    return disabled ? (
      <a className="pager-step" role="link" aria-disabled="true" aria-label={name}>
        {icon}
      </a>
    ) : (
      <Link className="pager-step" to={href(to)} rel={rel} preventScrollReset aria-label={name}>
        {icon}
      </Link>
    );
  };
  return (
    <nav className="pager" aria-label={label ?? t('pagination')}>
      {step(page - 1, 'prev', <ChevronLeftIcon size={18} />)}
      <ul>
        {pagerItems(page, total).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="pager-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {href ? (
                <Link
                  className="pager-page"
                  to={href(item)}
                  preventScrollReset
                  aria-current={item === page ? 'page' : undefined}
                  aria-label={t('page', { page: item })}
                >
                  {localDigits(item, language)}
                </Link>
              ) : (
                <button
                  type="button"
                  className="pager-page"
                  aria-current={item === page ? 'page' : undefined}
                  aria-label={t('page', { page: item })}
                  onClick={() => onChange?.(item)}
                >
                  {localDigits(item, language)}
                </button>
              )}
            </li>
          ),
        )}
      </ul>
      {step(page + 1, 'next', <ChevronRightIcon size={18} />)}
    </nav>
  );
}
