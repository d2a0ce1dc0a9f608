import { type Language, constantGuide } from '@coach/contract';
import { formatDate as formatSiteDate } from '@coach/contract/formats';
import { siteTimeZone } from '../i18n/site-time-zone.ts';
import { localized } from '../../lib/language.ts';
import { fileUrl } from '../../lib/images.ts';
import type { StoredRecord } from '../api/resources.ts';
import { translate } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { readPath } from './form-values.ts';
import type { ColumnConfig } from './types.ts';
import { colourHelp, colourName } from '../colours/colour-names.ts';
import { ArticleTitle } from './article-title.tsx';

/**
 * A date as the back office shows it: in the site's time zone (set by the admin layout),
 * "25 November 2026" or "၂၀၂၆ နိုဝင်ဘာ ၂၅", the same words the pages and emails use.
 */
export function formatDate(
  value: unknown,
  language: Language,
  withTime = false,
  timeZone = siteTimeZone(),
): string {
  if (typeof value !== 'string' || value === '') return '';
  return formatSiteDate(value, language, timeZone, { time: withTime });
}

/** A column's value as plain text (also what the search box matches). */
export function cellText(row: StoredRecord, column: ColumnConfig, language: Language): string {
  const value = column.key.includes('.')
    ? readPath(row, column.key)
    : localizedOrRaw(row, column.key, language);
  if (column.kind === 'date') return formatDate(value, language);
  if (column.kind === 'boolean') return translate(value ? UI.yes : UI.no, language);
  if (column.kind === 'publication') return publicationText(row, value, language);
  if (column.kind === 'constant')
    return constantGuide(value)?.label[language] ?? String(value ?? '');
  if (column.kind === 'colorType') {
    const name = colourName(value);
    return name ? translate(name, language) : String(value ?? '');
  }
  return value == null ? '' : String(value);
}

/** "Yes", "No", or "Scheduled: 1 December 2026, 09:00" (site time zone) for a record yet to go out. */
function publicationText(row: StoredRecord, published: unknown, language: Language): string {
  if (published) return translate(UI.yes, language);
  if (typeof row.publish_at !== 'string' || !row.publish_at) return translate(UI.no, language);
  return `${translate(UI.scheduledFor, language)} ${formatDate(row.publish_at, language, true)}`;
}

function localizedOrRaw(row: StoredRecord, key: string, language: Language): unknown {
  const value = row[key];
  return typeof value === 'string' ? localized(row, key, language) : value;
}

/** One table cell's content. */
export function Cell({
  row,
  column,
  language,
}: {
  row: StoredRecord;
  column: ColumnConfig;
  language: Language;
}) {
  const value = readPath(row, column.key);
  switch (column.kind) {
    case 'image':
      return typeof value === 'string' && value ? (
        <img
          className="a-thumb"
          src={fileUrl(value, 160)}
          alt=""
          width={column.width ?? 80}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="a-muted">—</span>
      );
    case 'color':
      return (
        <span className="a-swatch-cell">
          <span className="a-swatch" style={{ background: String(value) }} aria-hidden="true" />
          <code>{String(value ?? '')}</code>
        </span>
      );
    case 'url':
      return typeof value === 'string' && value ? (
        <a href={value} target="_blank" rel="noreferrer noopener" className="a-cell-url">
          {value}
        </a>
      ) : null;
    case 'boolean':
      return (
        <span className={`a-badge ${value ? 'a-badge-on' : 'a-badge-off'}`}>
          {cellText(row, column, language)}
        </span>
      );
    case 'publication':
      return (
        <span
          className={`a-badge ${value ? 'a-badge-on' : row.publish_at ? 'a-badge-scheduled' : 'a-badge-off'}`}
        >
          {cellText(row, column, language)}
        </span>
      );
    case 'colorType': {
      const help = colourHelp(value);
      return (
        <span className="a-colour-name">
          <strong>{cellText(row, column, language)}</strong>
          {help && <span className="a-muted">{translate(help, language)}</span>}
        </span>
      );
    }
    case 'constantValue':
      return constantGuide(row.name)?.kind === 'article' && value ? (
        <ArticleTitle id={String(value)} />
      ) : (
        <>{cellText(row, column, language)}</>
      );
    case 'long':
      return <span className="a-cell-long">{cellText(row, column, language)}</span>;
    default:
      return <>{cellText(row, column, language)}</>;
  }
}
