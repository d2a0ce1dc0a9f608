import { FILE_ALT_MAX, type FileUse, type LibraryFile } from '@coach/contract';
import { fillIn } from '@coach/contract/messages';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { localDigits } from '../../lib/format.ts';
import { useLanguage } from '../../lib/language.ts';
import { RESOURCE_NAMES } from '../audit/texts.ts';
import { formatDate } from '../crud/cells.tsx';
import { type Text, useT } from '../i18n/text.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { type NoticeMessage, Notice, failure, success } from '../ui/notice.tsx';
import { recordPath } from '../ui/record-path.ts';
import { byteSize } from '../ui/storage-figure.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useLoad } from '../ui/use-load.ts';
import { usePending } from '../ui/use-pending.ts';
import { type Focus, FocalPoint } from './focal-point.tsx';
import { deleteFile, fileUsage, saveFileDetails } from './library-api.ts';
import { L } from './texts.ts';
import { SubmitButton } from '../ui/submit-button.tsx';

/** The alt text's two fields, each in its own language so it is spelt and read right. */
const ALT_FIELDS = [
  { field: 'alt', id: 'file-alt', label: L.altEn, lang: 'en' },
  { field: 'alt_mm', id: 'file-alt-mm', label: L.altMm, lang: 'my' },
] as const;

const message = (error: unknown) => (error instanceof Error ? error.message : '');

/**
 * One file of the library: the picture, its size, the records that use it (each a link to
 * where it is edited), its alt text in both languages, and Delete, which is offered only
 * when nothing uses it (the API refuses a used file anyway, naming its uses).
 */
export function FilePanel({
  file,
  onClose,
  onSaved,
  onDeleted,
}: {
  file: LibraryFile;
  onClose: () => void;
  onSaved: () => void;
  onDeleted: (notice: NoticeMessage) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const usage = useLoad(() => fileUsage(file.id), [file.id]);
  const { ask, dialog } = useConfirm();
  const [alt, setAlt] = useState({ alt: file.alt ?? '', alt_mm: file.alt_mm ?? '' });
  const [focus, setFocus] = useState<Focus>({ x: file.focal_x, y: file.focal_y });
  const { busy, pending } = usePending();
  const [notice, setNotice] = useState<NoticeMessage>();
  const name = file.name ?? t(L.untitled);
  // Opened from far down the grid (or in its place on a phone): brought into view, and
  // its heading takes the focus so a screen reader says which picture opened.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const panel = heading.current?.closest('aside');
    if (panel && panel.getBoundingClientRect().top < 0) panel.scrollIntoView();
    heading.current?.focus({ preventScroll: true });
  }, []);
  const digits = (n: number | string) => localDigits(n, language);

  async function save(event: FormEvent) {
    event.preventDefault();
    setNotice(undefined);
    try {
      await pending(() => saveFileDetails(file.id, { ...alt, focal_x: focus.x, focal_y: focus.y }));
      setNotice(success(L.saved));
      onSaved();
    } catch (error) {
      setNotice(failure(L.failed, message(error)));
    }
  }

  async function remove() {
    const question = fillIn(t(L.deleteQuestion), { name });
    if (!(await ask({ en: question, mm: question }, L.deleteFile))) return;
    setNotice(undefined);
    try {
      await pending(() => deleteFile(file.id));
      const said = fillIn(t(L.deleted), { name });
      onDeleted(success({ en: said, mm: said }));
    } catch (error) {
      setNotice(failure(L.failed, message(error)));
      await usage.reload();
    }
  }

  const uses = usage.data;
  return (
    <aside className="a-library-panel" aria-labelledby="a-library-panel-title">
      <div className="a-library-panel-head">
        <h2 id="a-library-panel-title" ref={heading} tabIndex={-1}>
          {name}
        </h2>
        <button type="button" className="a-button a-button-small" onClick={onClose}>
          {t(L.back)}
        </button>
      </div>
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      <form className="a-library-details" onSubmit={(e) => void save(e)}>
        <FocalPoint file={file} focus={focus} onChange={setFocus} />
        <fieldset className="a-panel-fieldset">
          <legend>{t(L.altTitle)}</legend>
          <p className="a-hint">{t(L.altHint)}</p>
          {ALT_FIELDS.map(({ field, id, label, lang }) => (
            <TextField
              key={field}
              id={id}
              label={t(label)}
              lang={lang}
              maxLength={FILE_ALT_MAX}
              value={alt[field]}
              onChange={(e) => setAlt({ ...alt, [field]: e.target.value })}
            />
          ))}
        </fieldset>
        <SubmitButton busy={busy}>{t(busy ? L.saving : L.save)}</SubmitButton>
      </form>
      <dl className="a-library-facts">
        <dt>{t(L.size)}</dt>
        <dd>
          {digits(byteSize(file.bytes))} ·{' '}
          {fillIn(t(L.dimensions), { width: digits(file.width), height: digits(file.height) })}
        </dd>
        <dt>{t(L.uploaded)}</dt>
        <dd>
          <time dateTime={file.created}>{formatDate(file.created, language, true)}</time>
        </dd>
      </dl>

      <h3>{t(L.usage)}</h3>
      {uses === undefined ? (
        usage.error ? (
          <p role="alert">{t(L.failed)}</p>
        ) : null
      ) : uses.length === 0 ? (
        <p className="a-muted">{t(L.unused)}</p>
      ) : (
        <ul className="a-library-uses">
          {uses.map((use) => (
            <li key={`${use.resource}/${use.id}/${use.field}`}>
              <UseLink use={use} />
            </li>
          ))}
        </ul>
      )}

      <div className="a-library-delete">
        {uses && uses.length > 0 && (
          <p className="a-hint" id="a-library-in-use">
            {t(L.inUse)}
          </p>
        )}
        <button
          type="button"
          className="a-button a-button-danger"
          disabled={busy || uses === undefined || uses.length > 0}
          aria-describedby={uses && uses.length > 0 ? 'a-library-in-use' : undefined}
          onClick={() => void remove()}
        >
          {t(L.deleteFile)}
        </button>
      </div>
      {dialog}
    </aside>
  );
}

/** One use: the record's kind and id, and the field, linked to where it is edited. */
function UseLink({ use }: { use: FileUse }) {
  const t = useT();
  const language = useLanguage();
  const kind: Text =
    (RESOURCE_NAMES as Record<string, Text | undefined>)[use.resource] ??
    (use.resource === 'trash' ? L.trash : { en: use.resource, mm: use.resource });
  const label = fillIn(t(L.useField), {
    record: t(kind),
    id: typeof use.id === 'number' ? localDigits(use.id, language) : use.id,
    field: use.field,
  });
  const to = recordPath(use.resource, use.id);
  return to ? <Link to={to}>{label}</Link> : <span>{label}</span>;
}
