import { SEARCH_QUERY_MAX } from '@coach/contract/search';
import { Form, useLocation } from 'react-router';
import { commonMessages } from '../i18n/common';
import { useT } from '../i18n/messages';
import { SearchIcon } from './icons';

export interface SearchFormProps {
  /** Makes the input's id unique where two forms share a page (the header's and /search's). */
  idPrefix: string;
  className?: string;
  /** The query kept in the box (the search page's own). */
  defaultValue?: string;
  /** Its landmark's name, when it is one (the header's): a page has one search landmark. */
  landmark?: string;
  /** Whether the label is shown or only read out. */
  visibleLabel?: boolean;
}

/**
 * A search box: a GET form to /search (`?q=`), so it works without scripts; with them,
 * React Router's Form loads only the results. A language chosen by the address
 * (`?lang=mm`, no cookie without scripts) is carried on as a hidden field.
 */
export function SearchForm({
  idPrefix,
  className,
  defaultValue,
  landmark,
  visibleLabel = false,
}: SearchFormProps) {
  const t = useT(commonMessages);
  const { search } = useLocation();
  const addressLanguage = new URLSearchParams(search).get('lang');
  const inputId = `${idPrefix}-q`;
  return (
    <Form
      method="get"
      action="/search"
      className={['search-form', className].filter(Boolean).join(' ')}
      role={landmark ? 'search' : undefined}
      aria-label={landmark}
    >
      <label htmlFor={inputId} className={visibleLabel ? 'search-form-label' : 'visually-hidden'}>
        {t('searchLabel')}
      </label>
      <span className="search-form-row">
        <input
          id={inputId}
          className="input search-form-input"
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={SEARCH_QUERY_MAX}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          required
        />
        {(addressLanguage === 'en' || addressLanguage === 'mm') && (
          <input type="hidden" name="lang" value={addressLanguage} />
        )}
        <button type="submit" className="button button-primary search-form-button">
          <SearchIcon size={18} />
          <span>{t('searchButton')}</span>
        </button>
      </span>
    </Form>
  );
}
