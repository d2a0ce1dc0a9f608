import { SUBSCRIBER_STATES, type SubscriberState } from '@coach/contract';
import { useSearchParams } from 'react-router';
import { localDigits } from '../../lib/format.ts';
import { useLanguage } from '../../lib/language.ts';
import { mayUse, useAccount } from '../auth/use-account.ts';
import { formatDate } from '../crud/cells.tsx';
import { useT } from '../i18n/text.ts';
import { PagedTable, type TableColumn } from '../paging/paged-table.tsx';
import { offsetOf } from '../paging/list-place.ts';
import { SearchBox } from '../paging/search-box.tsx';
import { useListPlace } from '../paging/use-list-place.ts';
import { LoadState } from '../ui/load-state.tsx';
import { Notice, problemNotice, useArrivalNotice } from '../ui/notice.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { useLoad } from '../ui/use-load.ts';
import { ImportForm } from './import-form.tsx';
import { SubscriberActions } from './subscriber-actions.tsx';
import { L, STATE_NAMES } from './subscriber-texts.ts';
import {
  type Subscriber,
  type SubscriberPage,
  downloadSubscribersCsv,
  listSubscribers,
} from './subscribers-api.ts';

const isState = (value: string): value is SubscriberState =>
  (SUBSCRIBER_STATES as readonly string[]).includes(value);

/**
 * /admin/subscribers (staff and owners): the email list with its counts by state and
 * language, a state to show and a search, a page at a time; each address's moves, the
 * CSV of what is shown, and (owners) importing addresses.
 */
export function SubscribersScreen() {
  const t = useT();
  const language = useLanguage();
  const account = useAccount();
  const [params, setParams] = useSearchParams();
  const [place, change] = useListPlace([]);
  const stateParam = params.get('state') ?? '';
  const state = isState(stateParam) ? stateParam : '';
  const [notice, setNotice] = useArrivalNotice();
  const list = useLoad(
    () =>
      listSubscribers({
        state,
        search: place.search,
        limit: place.size,
        offset: offsetOf(place),
      }),
    [state, place.search, place.page, place.size],
  );

  const showState = (next: SubscriberState | '') =>
    setParams((current) => {
      const query = new URLSearchParams(current);
      if (next) query.set('state', next);
      else query.delete('state');
      query.delete('page');
      return query;
    });

  const columns: TableColumn<Subscriber>[] = [
    {
      key: 'email',
      label: L.email,
      cellClassName: 'a-subscriber-email',
      render: (row) => row.email,
    },
    { key: 'state', label: L.state, render: (row) => <StateBadge state={row.state} /> },
    {
      key: 'language',
      label: L.language,
      render: (row) => t(row.language === 'mm' ? L.burmese : L.english),
    },
    {
      key: 'created',
      label: L.signedUp,
      render: (row) => <time dateTime={row.created}>{formatDate(row.created, language)}</time>,
    },
    {
      key: 'confirmed',
      label: L.confirmed,
      render: (row) =>
        row.confirmed_at ? (
          <time dateTime={row.confirmed_at}>{formatDate(row.confirmed_at, language)}</time>
        ) : (
          '—'
        ),
    },
    { key: 'from', label: L.from, render: (row) => row.source_page ?? '—' },
  ];

  return (
    <section className="screen a-subscribers">
      <ScreenHeader title={L.title} count={list.data?.total}>
        <button
          type="button"
          className="a-button"
          onClick={() =>
            downloadSubscribersCsv({ state, search: place.search }).catch((error) =>
              setNotice(problemNotice(error)),
            )
          }
        >
          ⤓ {t(L.downloadCsv)}
        </button>
      </ScreenHeader>
      <p className="a-lead">{t(L.intro)}</p>
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      {list.data && <Counts page={list.data} shown={state} onShow={showState} />}
      <div className="a-list-tools">
        <SearchBox
          value={place.search}
          label={L.search}
          onSearch={(search) => change({ search })}
        />
      </div>
      {list.data === undefined ? (
        <LoadState error={list.error} onRetry={list.reload} />
      ) : (
        <PagedTable
          caption={L.title}
          columns={columns}
          rows={list.data.subscribers}
          total={list.data.total}
          place={place}
          onChange={change}
          loading={list.loading}
          empty={L.empty}
          actions={(row) => (
            <SubscriberActions
              subscriber={row}
              mayErase={mayUse(account, 'owner')}
              onDone={async (message) => {
                setNotice(message);
                await list.reload();
              }}
            />
          )}
        />
      )}
      {mayUse(account, 'owner') && (
        <ImportForm
          onImported={async (message) => {
            setNotice(message);
            await list.reload();
          }}
        />
      )}
    </section>
  );
}

/** The list's size in each state (each a button showing that state) and in each language. */
function Counts({
  page,
  shown,
  onShow,
}: {
  page: SubscriberPage;
  shown: SubscriberState | '';
  onShow: (state: SubscriberState | '') => void;
}) {
  const t = useT();
  const language = useLanguage();
  const { counts } = page;
  return (
    <section className="a-card a-subscriber-counts" aria-labelledby="subscriber-counts">
      <h2 id="subscriber-counts">{t(L.counts)}</h2>
      <ul className="a-subscriber-states">
        <li>
          <button type="button" aria-pressed={shown === ''} onClick={() => onShow('')}>
            <span>{t(L.anyState)}</span>
            <strong>
              {localDigits(
                SUBSCRIBER_STATES.reduce((sum, s) => sum + counts.state[s], 0),
                language,
              )}
            </strong>
          </button>
        </li>
        {SUBSCRIBER_STATES.map((state) => (
          <li key={state}>
            <button type="button" aria-pressed={shown === state} onClick={() => onShow(state)}>
              <span>{t(STATE_NAMES[state])}</span>
              <strong data-testid={`count-${state}`}>
                {localDigits(counts.state[state], language)}
              </strong>
            </button>
          </li>
        ))}
      </ul>
      <p className="a-muted">
        {t(L.inEnglish)}: {localDigits(counts.language.en, language)} · {t(L.inBurmese)}:{' '}
        {localDigits(counts.language.mm, language)}
      </p>
    </section>
  );
}

function StateBadge({ state }: { state: SubscriberState }) {
  const t = useT();
  const tone = state === 'subscribed' ? 'a-badge-on' : state === 'suppressed' ? 'a-badge-off' : '';
  return <span className={`a-badge ${tone}`}>{t(STATE_NAMES[state])}</span>;
}
