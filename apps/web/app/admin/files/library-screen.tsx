import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../i18n/text.ts';
import { offsetOf } from '../paging/list-place.ts';
import { Pager } from '../paging/pager.tsx';
import { SearchBox } from '../paging/search-box.tsx';
import { useListPlace } from '../paging/use-list-place.ts';
import { LoadState } from '../ui/load-state.tsx';
import { type NoticeMessage, Notice } from '../ui/notice.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { StorageFigure } from '../ui/storage-figure.tsx';
import { useLoad } from '../ui/use-load.ts';
import { FilePanel } from './file-panel.tsx';
import { listFiles } from './library-api.ts';
import { L } from './texts.ts';
import { Thumbnail } from './thumbnail.tsx';

/** The URL query name of the open file, so back on a phone closes it. */
const OPEN = 'file';

/**
 * /admin/files: every public upload as a grid of thumbnails, newest first, searchable and
 * paged, with the storage it takes. Tapping one opens its panel: beside the grid on a wide
 * screen, in its place on a phone.
 */
export function LibraryScreen() {
  const t = useT();
  const [place, change] = useListPlace([]);
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<NoticeMessage>();
  // Raised after a delete, so the storage figure reads the new totals.
  const [changes, setChanges] = useState(0);
  const files = useLoad(
    () =>
      listFiles({
        limit: String(place.size),
        offset: String(offsetOf(place)),
        search: place.search,
      }),
    [place.page, place.size, place.search, changes],
  );
  const openId = params.get(OPEN);
  const onPage = files.data?.rows.find((file) => file.id === openId);
  // A file linked from elsewhere (an image field's "alt text and point") may be on another
  // page of the grid: it is looked up by its id, which the search also matches.
  const elsewhere = useLoad(
    async () =>
      openId && files.data && !onPage
        ? (await listFiles({ search: openId, limit: '1' })).rows.find((f) => f.id === openId)
        : undefined,
    [openId, files.data, onPage],
  );
  const open = onPage ?? elsewhere.data;

  const setOpen = (id: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(OPEN, id);
      else next.delete(OPEN);
      return next;
    });

  function deleted(said: NoticeMessage) {
    setNotice(said);
    setOpen(undefined);
    setChanges((n) => n + 1);
  }

  const rows = files.data?.rows;
  return (
    <section className={`screen a-library${open ? ' a-library-open' : ''}`}>
      <ScreenHeader title={L.title} count={files.data?.total} />
      <p className="a-lead">{t(L.intro)}</p>
      <StorageFigure className="a-library-storage" refresh={changes} />
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      <div className="a-library-layout">
        <div className="a-library-browse">
          <SearchBox
            value={place.search}
            label={L.searchFiles}
            onSearch={(search) => change({ search })}
          />
          {rows === undefined ? (
            <LoadState error={files.error} onRetry={() => void files.reload()} />
          ) : (
            <>
              {rows.length === 0 && (
                <p className="a-empty">{t(place.search ? L.noMatches : L.empty)}</p>
              )}
              <ul className="a-library-grid" aria-busy={files.loading}>
                {rows.map((file) => (
                  <li key={file.id}>
                    <Thumbnail
                      file={file}
                      pressed={file.id === openId}
                      onClick={() => setOpen(file.id)}
                    />
                  </li>
                ))}
              </ul>
              {files.data && files.data.total > 0 && (
                <Pager
                  place={place}
                  shown={rows.length}
                  total={files.data.total}
                  onChange={change}
                />
              )}
            </>
          )}
        </div>
        {open && (
          <FilePanel
            key={open.id}
            file={open}
            onClose={() => setOpen(undefined)}
            onSaved={() => void files.reload()}
            onDeleted={deleted}
          />
        )}
      </div>
    </section>
  );
}
