import { PREVIEW_DAYS, isPreviewResource } from '@coach/contract';
import { fillIn } from '@coach/contract/messages';
import { useState } from 'react';
import { useLanguage } from '../../lib/language.ts';
import { call } from '../api/client.ts';
import type { StoredRecord } from '../api/resources.ts';
import { formatDate } from '../crud/cells.tsx';
import type { ScreenConfig } from '../crud/types.ts';
import { useT } from '../i18n/text.ts';
import { type NoticeMessage, Notice, failure, success } from '../ui/notice.tsx';
import { L } from './texts.ts';

interface Link {
  url: string;
  expires: string;
}

/**
 * Below an unpublished article's, video's or press item's edit form: a private link that
 * shows its page as it will look, to send for review (POST /api/{resource}/{id}/preview),
 * and a way to end every link made so far (DELETE on the same address), such as one sent
 * to the wrong person.
 */
export function PreviewLink({ config, record }: { config: ScreenConfig; record: StoredRecord }) {
  const t = useT();
  const language = useLanguage();
  const [link, setLink] = useState<Link>();
  const [copied, setCopied] = useState(false);
  const [notice, setNotice] = useState<NoticeMessage>();
  const slug = config.resource.slug;
  if (!isPreviewResource(slug) || record.is_published) return null;

  async function make() {
    try {
      setLink(await call<Link>(`/${slug}/${String(record.id)}/preview`, { method: 'POST' }));
      setCopied(false);
      setNotice(undefined);
    } catch (error) {
      setNotice(failure(L.failed, error instanceof Error ? error.message : ''));
    }
  }

  async function revoke() {
    try {
      await call(`/${slug}/${String(record.id)}/preview`, { method: 'DELETE' });
      setLink(undefined);
      setNotice(success(L.revoked));
    } catch (error) {
      setNotice(failure(L.revokeFailed, error instanceof Error ? error.message : ''));
    }
  }

  async function copy(url: string) {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
  }

  return (
    <section className="a-preview-link" aria-labelledby="preview-link-title">
      <h2 id="preview-link-title">{t(L.title)}</h2>
      <p className="a-lead">{fillIn(t(L.intro), { days: PREVIEW_DAYS })}</p>
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      {link ? (
        <div className="a-preview-made">
          <label htmlFor="preview-url">{t(L.link)}</label>
          <div className="a-preview-row">
            <input
              id="preview-url"
              type="text"
              readOnly
              value={link.url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className="a-button" onClick={() => void copy(link.url)}>
              {t(copied ? L.copied : L.copy)}
            </button>
            <a className="a-button" href={link.url} target="_blank" rel="noreferrer noopener">
              {t(L.open)}
            </a>
            <button type="button" className="a-button" onClick={() => void revoke()}>
              {t(L.revoke)}
            </button>
          </div>
          <p className="a-hint">
            {fillIn(t(L.until), { when: formatDate(link.expires, language, true) })}
          </p>
        </div>
      ) : (
        <div className="a-preview-row">
          <button type="button" className="a-button a-button-primary" onClick={() => void make()}>
            {t(L.make)}
          </button>
          <button type="button" className="a-button" onClick={() => void revoke()}>
            {t(L.revokeEarlier)}
          </button>
        </div>
      )}
    </section>
  );
}
