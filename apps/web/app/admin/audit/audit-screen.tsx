import { type AuditEntry, AUDIT_ACTIONS, AUDIT_RESOURCES } from '@coach/contract';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../lib/language.ts';
import { formatDate } from '../crud/cells.tsx';
import { useT } from '../i18n/text.ts';
import { type TableColumn, PagedTable } from '../paging/paged-table.tsx';
import { offsetOf, pageCount } from '../paging/list-place.ts';
import { useListPlace } from '../paging/use-list-place.ts';
import {
  choiceFilter,
  type FilterDef,
  FilterBar,
  useAppliedFilters,
} from '../submissions/filters.tsx';
import { LoadState } from '../ui/load-state.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { useLoad } from '../ui/use-load.ts';
import { UI } from '../i18n/ui.ts';
import { listUsers } from '../users/users-api.ts';
import { AUDIT_FILTERS, auditPage } from './audit-api.ts';
import { AccountCell, DetailCell, RecordCell } from './cells.tsx';
import { ACTION_NAMES, L, RESOURCE_NAMES } from './texts.ts';

/**
 * /admin/audit (owners): who did what and when, newest first, a page at a time, filtered by
 * account, action, what it was done to, and days (the site's). Filters and page live in
 * the address, so a reload or a shared link keeps them.
 */
export function AuditScreen() {
  const t = useT();
  const language = useLanguage();
  const users = useLoad(listUsers, []);
  const [place, change] = useListPlace([]);

  const accounts = users.data;
  // An account no longer listed (deleted) can still be the filter, from an old link.
  const [params] = useSearchParams();
  const chosen = params.get('account') ?? '';
  const filters: FilterDef[] = useMemo(
    () => [
      {
        name: 'account',
        label: L.account,
        kind: 'select',
        options: [
          { value: '', label: L.everyone },
          ...(accounts ?? []).map((user) => ({
            value: String(user.id),
            label: { en: user.username, mm: user.username },
          })),
          ...(chosen && !accounts?.some((user) => String(user.id) === chosen)
            ? [{ value: chosen, label: { en: `#${chosen}`, mm: `#${chosen}` } }]
            : []),
        ],
      },
      choiceFilter('action', L.action, L.anyAction, AUDIT_ACTIONS, ACTION_NAMES),
      choiceFilter('resource', L.resource, L.anything, AUDIT_RESOURCES, RESOURCE_NAMES),
      { name: 'from', label: UI.startDate, kind: 'date' },
      { name: 'to', label: UI.endDate, kind: 'date' },
    ],
    [accounts, chosen],
  );
  const [applied, apply] = useAppliedFilters(filters);

  const filterKey = JSON.stringify(applied);
  const list = useLoad(
    () => auditPage({ limit: place.size, offset: offsetOf(place) }, applied),
    [place.page, place.size, filterKey],
  );
  const data = list.data;
  // A page past the end (an old link, entries pruned since) moves to the last page there is.
  const beyondEnd = Boolean(data && data.rows.length === 0 && data.total > 0 && place.page > 1);
  useEffect(() => {
    if (beyondEnd && data) change({ page: pageCount(data.total, place.size) }, { replace: true });
  }, [beyondEnd, data]);

  const known = useMemo(() => accounts && new Set(accounts.map((u) => u.id)), [accounts]);
  const columns: TableColumn<AuditEntry>[] = useMemo(
    () => [
      {
        key: 'when',
        label: L.when,
        className: 'a-audit-when',
        // The time of day stays whole when a phone's card wraps the line ("8:05 PM").
        render: (entry) => (
          <time dateTime={entry.at}>
            {formatDate(entry.at, language, true).replace(/ (?=\S+$)/, '\u00a0')}
          </time>
        ),
      },
      {
        key: 'account',
        label: L.account,
        render: (entry) => <AccountCell entry={entry} known={known} />,
      },
      {
        key: 'action',
        label: L.action,
        render: (entry) => t(ACTION_NAMES[entry.action] ?? { en: entry.action, mm: entry.action }),
      },
      {
        key: 'resource',
        label: L.resource,
        render: (entry) =>
          t(RESOURCE_NAMES[entry.resource] ?? { en: entry.resource, mm: entry.resource }),
      },
      {
        key: 'record',
        label: L.record,
        className: 'a-audit-record',
        render: (entry) => <RecordCell entry={entry} />,
      },
      {
        key: 'detail',
        label: L.detail,
        className: 'a-col-wrap',
        render: (entry) => <DetailCell entry={entry} />,
      },
    ],
    [language, known],
  );

  const filtered = AUDIT_FILTERS.some((name) => applied[name]);
  return (
    <section className="screen a-audit">
      <ScreenHeader title={L.title} count={data?.total} />
      <p className="a-lead">{t(L.intro)}</p>
      <FilterBar filters={filters} applied={applied} onApply={apply} />
      {data === undefined ? (
        <LoadState error={list.error} onRetry={() => void list.reload()} />
      ) : (
        <PagedTable
          caption={L.title}
          columns={columns}
          rows={data.rows}
          total={data.total}
          place={place}
          onChange={change}
          loading={list.loading}
          empty={filtered ? L.noMatches : L.empty}
        />
      )}
    </section>
  );
}
