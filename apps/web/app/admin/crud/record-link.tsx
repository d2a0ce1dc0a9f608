import type { AnyRow } from '@coach/contract';
import { Link } from 'react-router';
import { useT } from '../i18n/text.ts';
import type { RecordLink } from './types.ts';

/**
 * A screen's link to another screen about one record (an event's attendees), when it has
 * one for that record. `label` names the record for a screen reader, as Edit's does.
 */
export function RecordLinkButton({
  link,
  record,
  label,
}: {
  link: RecordLink | undefined;
  record: AnyRow;
  label?: string;
}) {
  const t = useT();
  const to = link?.to(record);
  if (!link || !to) return null;
  return (
    <Link to={to} className="a-button a-button-small">
      {t(link.label)}
      {label && <span className="visually-hidden"> {label}</span>}
    </Link>
  );
}
