import type { SearchHit } from '@coach/contract';
import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n/messages';
import { htmlLang, keepAddressLanguage, useLanguage } from '../../lib/language';
import { markedParts } from './marked-parts';
import { searchMessages } from './search-messages';

/** One page of hits: each marked by its kind, its title linking to its page, its snippet. */
export function SearchResults({ hits }: { hits: SearchHit[] }) {
  const t = useT(searchMessages);
  const language = useLanguage();
  const { search } = useLocation();
  return (
    <ol className="search-results">
      {hits.map((hit) => (
        // A hit found only in the other language is shown in it, and says so.
        <li
          key={`${hit.kind}-${hit.id}`}
          className="search-hit"
          lang={hit.language === language ? undefined : htmlLang(hit.language)}
        >
          <p className="search-hit-kind" lang={htmlLang(language)}>
            <span className={`search-kind search-kind-${hit.kind}`}>{t(`kind_${hit.kind}`)}</span>
            {hit.language !== language && (
              <span className="search-hit-language"> · {t('otherLanguage')}</span>
            )}
          </p>
          <h3 className="search-hit-title">
            <Link to={keepAddressLanguage(hit.url, search)}>{hit.title}</Link>
          </h3>
          {hit.snippet && (
            <p className="search-hit-snippet">
              {markedParts(hit.snippet, hit.highlights).map((part, i) =>
                part.marked ? <mark key={i}>{part.text}</mark> : part.text,
              )}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
