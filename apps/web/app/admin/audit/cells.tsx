import { type AuditEntry, FIELD_LABELS } from '@coach/contract';
import { fillIn } from '@coach/contract/messages';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/language.ts';
import { localDigits } from '../../lib/format.ts';
import { fileUrl } from '../../lib/images.ts';
import { type Text, useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { SCREENS } from '../screens/index.ts';
import { L, RESOURCE_NAMES } from './texts.ts';

/** The admin path of each resource with a screen of its own (`press` lives at collaborations). */
const EDIT_PATHS = new Map(
  Object.values(SCREENS).map((screen) => [screen.resource.slug, screen.path]),
);

/** The lists where records without a form of their own are managed. */
const LIST_PATHS: Record<string, string> = {
  payments: '/admin/payments',
  testimonials: '/admin/testimonials',
  accounts: '/admin/users',
  mail: '/admin/email',
};

/**
 * Where an entry's record is managed: its form, its own screen, or the list that holds it.
 * None for a deleted record, nor for an account's sign-ins (the accounts screen is no help
 * there).
 */
function recordHref(entry: AuditEntry): string | undefined {
  if (!entry.record_id || entry.action === 'delete') return undefined;
  const path = EDIT_PATHS.get(entry.resource);
  if (path) return `/admin/${path}/edit/${entry.record_id}`;
  if (entry.resource === 'appointments') return `/admin/appointments/${entry.record_id}`;
  return LIST_PATHS[entry.resource];
}

export function RecordCell({ entry }: { entry: AuditEntry }) {
  const t = useT();
  if (!entry.record_id) return <span className="a-muted">—</span>;
  const text = `#${entry.record_id}`;
  const name = `${t(RESOURCE_NAMES[entry.resource] ?? { en: '', mm: '' })} ${text}`.trim();
  if (entry.resource === 'files') {
    return (
      <a href={fileUrl(entry.record_id)} target="_blank" rel="noopener" aria-label={name}>
        <code>{text}</code>
      </a>
    );
  }
  const href = recordHref(entry);
  return href ? (
    <Link to={href} aria-label={name}>
      {text}
    </Link>
  ) : (
    <span>{text}</span>
  );
}

/** The account as it was named then; the site's own work, or a name no account has. */
export function AccountCell({ entry, known }: { entry: AuditEntry; known?: Set<number> }) {
  const t = useT();
  if (entry.account_id === null) {
    return (
      <span className="a-muted">
        {t(entry.action === 'sign_in_failed' ? L.unknownName : L.theSite)}
      </span>
    );
  }
  const gone = known && !known.has(entry.account_id);
  return (
    <span>
      {entry.username ?? `#${entry.account_id}`}
      {gone && <span className="a-muted"> ({t(L.deleted)})</span>}
    </span>
  );
}

/** A field as its form names it; a Burmese twin with "(Burmese)" after its English. */
function fieldName(field: string, t: (text: Text) => string): string {
  const twin = field.endsWith('_mm');
  const base = twin ? field.slice(0, -3) : field;
  const label = (FIELD_LABELS as Record<string, Text | undefined>)[base];
  const name = label ? t(label) : base.replaceAll('_', ' ');
  return twin ? `${name} (${t(UI.burmese)})` : name;
}

/** What else the entry says: the fields a change touched, a role given, a count. */
export function DetailCell({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const language = useLanguage();
  const detail = entry.detail;
  if (!detail) return null;
  const count = detail.count === undefined ? '' : localDigits(detail.count, language);
  if (detail.role) {
    const role = detail.role === 'owner' || detail.role === 'staff' ? detail.role : 'editor';
    return <>{fillIn(t(L.role), { role: t(L[role]) })}</>;
  }
  if (detail.fields) {
    if (detail.fields.length === 0) return <span className="a-muted">{t(L.nothingChanged)}</span>;
    const fields = detail.fields.map((field) => fieldName(field, t));
    return <>{fillIn(t(L.changed), { fields: fields.join(language === 'mm' ? '၊ ' : ', ') })}</>;
  }
  if (entry.action === 'sessions_ended') return <>{fillIn(t(L.sessions), { count })}</>;
  if (entry.action === 'demo_content') return <>{fillIn(t(L.records), { count })}</>;
  return null;
}
