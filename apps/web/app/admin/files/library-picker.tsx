import type { LibraryFile } from '@coach/contract';
import { useEffect, useRef, useState } from 'react';
import { localDigits } from '../../lib/format.ts';
import { useLanguage } from '../../lib/language.ts';
import { fillIn } from '@coach/contract/messages';
import { useT } from '../i18n/text.ts';
import { SearchBox } from '../paging/search-box.tsx';
import { LoadState } from '../ui/load-state.tsx';
import { usePending } from '../ui/use-pending.ts';
import { listFiles } from './library-api.ts';
import { L } from './texts.ts';
import { Thumbnail } from './thumbnail.tsx';

/** Thumbnails fetched at a time: two screens of a phone's grid. */
const PAGE = 24;

interface Listing {
  rows: LibraryFile[];
  total: number;
}

/**
 * "Choose from the library": a modal list of the uploaded pictures, newest first and
 * searchable, from which one tap picks a picture for the field that opened it. Nothing
 * is uploaded again: the field takes the picture's id. More load at the end of the list
 * on request, so a phone fetches only the thumbnails it shows.
 */
export function LibraryPicker({
  onPick,
  onClose,
}: {
  onPick: (file: LibraryFile) => void;
  onClose: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const dialog = useRef<HTMLDialogElement>(null);
  const [search, setSearch] = useState('');
  const [listing, setListing] = useState<Listing>();
  const [error, setError] = useState<unknown>();
  const { busy: loading, pending } = usePending();
  // Raised to retry a failed first page.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  // A new search starts the list afresh; an answer to an older search is dropped.
  useEffect(() => {
    let current = true;
    setError(undefined);
    pending(() => listFiles({ limit: String(PAGE), offset: '0', search }))
      .then((page) => current && setListing(page))
      .catch((failure: unknown) => current && setError(failure));
    return () => {
      current = false;
    };
  }, [search, attempt]);

  async function more() {
    if (!listing) return;
    try {
      const page = await pending(() =>
        listFiles({ limit: String(PAGE), offset: String(listing.rows.length), search }),
      );
      setListing({ rows: [...listing.rows, ...page.rows], total: page.total });
    } catch (failure) {
      setError(failure);
    }
  }

  const rows = listing?.rows;
  const left = listing ? listing.total - listing.rows.length : 0;
  return (
    <dialog
      ref={dialog}
      className="a-picker-dialog"
      aria-labelledby="a-picker-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="a-picker-head">
        <h2 id="a-picker-title">{t(L.pickTitle)}</h2>
        <button type="button" className="a-button a-button-small" onClick={onClose}>
          {t(L.pickCancel)}
        </button>
      </div>
      <SearchBox value={search} label={L.searchFiles} onSearch={setSearch} />
      {rows === undefined ? (
        <LoadState error={error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : rows.length === 0 ? (
        <p className="a-empty">{t(search ? L.noMatches : L.empty)}</p>
      ) : (
        <ul className="a-library-grid a-picker-grid" aria-busy={loading}>
          {rows.map((file) => (
            <li key={file.id}>
              <Thumbnail file={file} onClick={() => onPick(file)} />
            </li>
          ))}
        </ul>
      )}
      {rows !== undefined && error !== undefined && <p role="alert">{t(L.failed)}</p>}
      {left > 0 && (
        <button
          type="button"
          className="a-button a-picker-more"
          disabled={loading}
          onClick={() => void more()}
        >
          {fillIn(t(L.pickMore), { count: localDigits(left, language) })}
        </button>
      )}
    </dialog>
  );
}
