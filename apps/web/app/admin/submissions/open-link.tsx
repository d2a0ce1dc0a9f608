import { Link } from 'react-router';
import { L } from '../detail/detail-texts.ts';
import { useT } from '../i18n/text.ts';

/** A row's way to its record's own screen, named for a screen reader by the record. */
export function OpenLink({ to, name }: { to: string; name: string }) {
  const t = useT();
  return (
    <Link to={to} className="a-button a-button-small">
      {t(L.open)}
      <span className="visually-hidden"> {name}</span>
    </Link>
  );
}
