import { fillIn } from '@coach/contract/messages';
import { useRef, useState } from 'react';
import { useSite } from '../../lib/site.ts';
import { useT } from '../i18n/text.ts';
import { cardPages } from '../page-cards/page-names.ts';
import { LINK_SOURCES, type LinkSource, taggedLink } from './tagged-link.ts';
import { LINK } from './texts.ts';

/** The page select's value for "paste an address instead". */
const OTHER = 'other';

const SOURCE_NAMES: Record<LinkSource, string> = {
  facebook: 'Facebook',
  messenger: 'Messenger',
  viber: 'Viber',
  telegram: 'Telegram',
};

/** Writes text to the clipboard: the clipboard API, else the older copy command on the field. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API outside a secure context (the site over plain http on a LAN).
    field?.select();
    return document.execCommand?.('copy') ?? false;
  }
}

/**
 * A tagged link for a post (issue 43, item 2): a page of the site, where it is posted and
 * a campaign name give `…?utm_source=facebook&utm_campaign=…`, to copy into the post.
 */
export function LinkBuilder() {
  const t = useT();
  const site = useSite();
  // The public address the server knows; the browser's own when it knows none.
  const siteUrl = site.publicUrl || (typeof window === 'undefined' ? '' : window.location.origin);
  const pages = cardPages(site);
  const [page, setPage] = useState(pages[0]?.address ?? '/');
  const [pasted, setPasted] = useState('');
  const [source, setSource] = useState<LinkSource>('facebook');
  const [campaign, setCampaign] = useState('');
  const [copied, setCopied] = useState<'yes' | 'no'>();
  const field = useRef<HTMLInputElement>(null);
  const made = siteUrl
    ? taggedLink(siteUrl, page === OTHER ? pasted : page, source, campaign)
    : undefined;
  const link = made && 'link' in made ? made.link : '';
  const refused = page === OTHER && pasted.trim() !== '' && made && 'error' in made;
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setCopied(undefined);
    };

  return (
    <section className="a-attention-card a-link-builder" aria-labelledby="link-title">
      <h2 id="link-title">{t(LINK.title)}</h2>
      <p className="a-muted">{t(LINK.lead)}</p>
      <div className="a-link-fields">
        <div className="a-field">
          <label htmlFor="link-page">{t(LINK.page)}</label>
          <select id="link-page" value={page} onChange={(e) => changed(setPage)(e.target.value)}>
            {pages.map((p) => (
              <option key={p.key} value={p.address}>
                {t(p.name)}
              </option>
            ))}
            <option value={OTHER}>{t(LINK.otherAddress)}</option>
          </select>
        </div>
        {page === OTHER && (
          <div className={`a-field${refused ? ' a-field-invalid' : ''}`}>
            <label htmlFor="link-address">{t(LINK.address)}</label>
            <input
              id="link-address"
              type="url"
              inputMode="url"
              value={pasted}
              placeholder={`${siteUrl}/…`}
              aria-invalid={refused ? true : undefined}
              aria-describedby="link-address-hint"
              onChange={(e) => changed(setPasted)(e.target.value)}
            />
            <p className="a-hint" id="link-address-hint">
              {refused ? fillIn(t(LINK.notThisSite), { site: siteUrl }) : t(LINK.addressHint)}
            </p>
          </div>
        )}
        <div className="a-field">
          <label htmlFor="link-source">{t(LINK.source)}</label>
          <select
            id="link-source"
            value={source}
            onChange={(e) => changed(setSource)(e.target.value as LinkSource)}
          >
            {LINK_SOURCES.map((s) => (
              <option key={s} value={s}>
                {SOURCE_NAMES[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="a-field">
          <label htmlFor="link-campaign">{t(LINK.campaign)}</label>
          <input
            id="link-campaign"
            value={campaign}
            maxLength={120}
            aria-describedby="link-campaign-hint"
            onChange={(e) => changed(setCampaign)(e.target.value)}
          />
          <p className="a-hint" id="link-campaign-hint">
            {t(LINK.campaignHint)}
          </p>
        </div>
      </div>
      <div className="a-field a-link-result">
        <label htmlFor="link-made">{t(LINK.link)}</label>
        <div className="a-link-copy">
          <input
            id="link-made"
            ref={field}
            readOnly
            value={link}
            onFocus={(e) => e.target.select()}
          />
          <button
            type="button"
            className="a-button a-button-primary"
            disabled={!link}
            onClick={async () => setCopied((await copyText(link, field.current)) ? 'yes' : 'no')}
          >
            {t(LINK.copy)}
          </button>
        </div>
        <p className="a-hint" role="status">
          {copied === 'yes' ? t(LINK.copied) : copied === 'no' ? t(LINK.copyFailed) : ''}
        </p>
      </div>
    </section>
  );
}
