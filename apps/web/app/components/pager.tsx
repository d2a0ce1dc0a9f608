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
  /**
   * The address of each page (the server renders a list one page at a time): the links
   * work without JavaScript, and with it they load only the new data.
   */
  href: (page: number) => string;
  /** Accessible name of the navigation landmark, e.g. "Events pages". */
  label?: string;
}

/**
 * Page numbers with previous/next: previous is disabled on page 1 and next on the last;
 * every page is shown when there are 4 or fewer, otherwise the list collapses with ellipses.
 */
export function Pager({ page, total, href, label }: PagerProps) {
  const t = useT(commonMessages);
  const language = useLanguage();
  if (total <= 1) return null;
  const step = (to: number, rel: 'prev' | 'next', icon: React.ReactNode) => {
    const name = rel === 'prev' ? t('previous') : t('next');
    const disabled = to < 1 || to > total;
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
              <Link
                className="pager-page"
                to={href(item)}
                preventScrollReset
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('page', { page: item })}
              >
                {localDigits(item, language)}
              </Link>
            </li>
          ),
        )}
      </ul>
      {step(page + 1, 'next', <ChevronRightIcon size={18} />)}
    </nav>
  );
}
