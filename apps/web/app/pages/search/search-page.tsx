import { Link, useLocation } from 'react-router';
import type { Route } from './+types/search-page';
import { PageBanner } from '../../components/page-banner';
import { Pager } from '../../components/pager';
import { SearchForm } from '../../components/search-form';
import { commonMessages } from '../../i18n/common';
import { translator, useT } from '../../i18n/messages';
import { localDigits } from '../../lib/format';
import { keepAddressLanguage, languageFromRequest, useLanguage } from '../../lib/language';
import { pageMeta, rootData } from '../../lib/seo';
import { usePageHref } from '../../lib/use-page-href';
import { loadSearch, type SearchOutcome } from './search.server';
import { searchMessages } from './search-messages';
import { SearchResults } from './search-results';
import './search.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSearch(context, new URL(request.url), languageFromRequest(request));
}

/**
 * Every search reaches the server, where it is counted for the owner: no shared cache
 * keeps a results page, and the browser asks again (public-pages.ts marks it private).
 */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-cache' });

export const meta: Route.MetaFunction = (args) => {
  const language = rootData(args.matches)?.language ?? 'en';
  const t = translator(searchMessages, language);
  const q = args.data?.q;
  return [
    ...pageMeta(args, {
      title: q ? t('metaTitleFor', { q }) : t('metaTitle'),
      description: t('metaDescription'),
    }),
    // Results are a view of the other pages: those are the ones to index.
    { name: 'robots', content: 'noindex, follow' },
  ];
};

/**
 * /search?q=…&page=…: the site's search, server-rendered, working without scripts: the
 * box with the query kept, the total, a page of 10 hits marked by kind with their
 * matched words in <mark>, the pager, or what to try when nothing was found.
 */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useT(searchMessages);
  const language = useLanguage();
  const outcome = loaderData as SearchOutcome;
  return (
    <>
      <PageBanner eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="container search-page">
        <SearchForm
          key={outcome.q}
          idPrefix="search-page"
          className="search-page-form"
          defaultValue={outcome.q}
          visibleLabel
        />
        {outcome.state === 'tooLong' && (
          <p className="status status-error search-page-note" role="alert">
            {t('tooLong', { max: localDigits(outcome.max, language) })}
          </p>
        )}
        {outcome.state === 'searched' &&
          (outcome.total === 0 ? <NothingFound q={outcome.q} /> : <Found outcome={outcome} />)}
      </div>
    </>
  );
}

function Found({ outcome }: { outcome: Extract<SearchOutcome, { state: 'searched' }> }) {
  const t = useT(searchMessages);
  const language = useLanguage();
  const href = usePageHref('page', 'results');
  const count = localDigits(outcome.total, language);
  return (
    <section id="results" className="search-results-section" aria-labelledby="results-title">
      <h2 id="results-title" className="search-total">
        {outcome.total === 1
          ? t('totalOne', { q: outcome.q })
          : t('total', { q: outcome.q, count })}
        {outcome.pages > 1 && (
          <span className="search-total-page">
            {' · '}
            {t('pageOf', {
              page: localDigits(outcome.page, language),
              pages: localDigits(outcome.pages, language),
            })}
          </span>
        )}
      </h2>
      <SearchResults hits={outcome.hits} />
      <Pager page={outcome.page} total={outcome.pages} href={href} label={t('resultsPages')} />
    </section>
  );
}

/** Nothing matched: what to try, and where to look instead. */
function NothingFound({ q }: { q: string }) {
  const t = useT(searchMessages);
  const tc = useT(commonMessages);
  const { search } = useLocation();
  const to = (path: string) => keepAddressLanguage(path, search);
  return (
    <section className="search-nothing card" aria-labelledby="nothing-title">
      <h2 id="nothing-title">{t('nothingTitle', { q })}</h2>
      <p>{t('nothingIntro')}</p>
      <ul className="search-tips">
        <li>{t('trySpelling')}</li>
        <li>{t('tryFewer')}</li>
        <li>{t('tryWhole')}</li>
      </ul>
      <p className="search-browse">
        {t('tryBrowse')} <Link to={to('/blogs#articles')}>{tc('articles')}</Link>
        {' · '}
        <Link to={to('/blogs#videos')}>{tc('videos')}</Link>
        {' · '}
        <Link to={to('/#events')}>{tc('events')}</Link>
        {' · '}
        <Link to={to('/shops')}>{tc('shop')}</Link>
      </p>
    </section>
  );
}
