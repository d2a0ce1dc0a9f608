import { type PageCard, isPageCardKey } from '@coach/contract/page-cards';
import type { Language } from '@coach/contract/options';
import { fillIn } from '@coach/contract/messages';
import { schemas } from '@coach/contract';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { fileUrl } from '../../lib/images.ts';
import { useSite } from '../../lib/site.ts';
import { ApiError } from '../api/client.ts';
import { uploadFile } from '../api/files.ts';
import { PENDING_UPLOAD } from '../crud/form-values.ts';
import { type Text, useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { ImageInput } from '../ui/image-input.tsx';
import { LoadState } from '../ui/load-state.tsx';
import { Notice, failure, success } from '../ui/notice.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { useFormAction } from '../ui/use-form-action.ts';
import { useLoad } from '../ui/use-load.ts';
import { useObjectUrl } from '../ui/use-object-url.ts';
import { CardPreview } from './card-preview.tsx';
import { type PageCardInput, getPageCards, savePageCard } from './page-cards-api.ts';
import { cardPages } from './page-names.ts';
import { L } from './texts.ts';
import { SaveActions } from '../ui/submit-button.tsx';
import { FieldError } from '../ui/field-error.tsx';

type TextField = 'title' | 'title_mm' | 'description' | 'description_mm';

/** /admin/pages/edit/{page}: one page's card in both languages, with a live preview. */
export function PageCardEditor() {
  const t = useT();
  const { page = '' } = useParams();
  const site = useSite();
  const loaded = useLoad(getPageCards, []);
  const named = cardPages(site).find((p) => p.key === page);
  const card = loaded.data?.find((c) => c.page === page);
  const title = named ? fillIn(t(L.cardOf), { page: t(named.name) }) : t(L.title);
  return (
    <section className="screen a-page-card-editor">
      <ScreenHeader title={{ en: title, mm: title }}>
        <Link className="a-button" to="/admin/pages">
          {t(UI.backToList)}
        </Link>
      </ScreenHeader>
      {!isPageCardKey(page) || !named ? (
        <p role="alert" className="a-empty">
          {t(L.noSuchPage)}
        </p>
      ) : card ? (
        <>
          <p className="a-lead">
            {fillIn(t(L.address), {
              address: `${site.publicUrl.replace(/\/+$/, '')}${named.address}`,
            })}
          </p>
          <CardForm stored={card} publicUrl={site.publicUrl} />
        </>
      ) : (
        <LoadState error={loaded.error} onRetry={() => void loaded.reload()} />
      )}
    </section>
  );
}

const valuesOf = (card: PageCard) => ({
  title: card.title ?? '',
  title_mm: card.title_mm ?? '',
  description: card.description ?? '',
  description_mm: card.description_mm ?? '',
});

function CardForm({ stored, publicUrl }: { stored: PageCard; publicUrl: string }) {
  const t = useT();
  const [values, setValues] = useState(() => valuesOf(stored));
  /** The stored picture's id; null once removed (on save). */
  const [image, setImage] = useState(stored.image);
  const [file, setFile] = useState<File>();
  const filePreview = useObjectUrl(file);
  const [previewLanguage, setPreviewLanguage] = useState<Language>('en');
  const [progress, setProgress] = useState<number>();
  const { errors, notice, setNotice, busy, handle } = useFormAction(undefined, {
    invalid: () => failure(UI.fixFields),
    failed: () => failure(L.failed),
  });

  const body = (uploaded?: string): PageCardInput => ({
    ...values,
    image: uploaded ?? (file ? PENDING_UPLOAD : image),
  });

  // The API's own rules, checked here first; it checks them again.
  const save = handle(schemas.pageCards.update, () => body(), uploadAndSave);
  async function submit(event: FormEvent<HTMLFormElement>) {
    await save(event);
    setProgress(undefined);
  }

  /** Uploads a new picture with its progress, then saves the card. */
  async function uploadAndSave() {
    let uploaded: string | undefined;
    if (file) {
      try {
        uploaded = await uploadFile(file, setProgress);
      } catch (error) {
        const reason = error instanceof ApiError && error.status > 0 ? [error.detail] : [];
        return setNotice(failure(L.uploadFailed, ...reason));
      }
    }
    const saved = await savePageCard(stored.page, body(uploaded));
    setValues(valuesOf(saved));
    setImage(saved.image);
    setFile(undefined);
    setNotice(success(L.saved));
  }

  const field = (name: TextField, label: Text, hint: Text) => {
    const id = `card-${name}`;
    const language: Language = name.endsWith('_mm') ? 'mm' : 'en';
    const error = errors[name];
    const described = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
    const input = {
      id,
      name,
      lang: language === 'mm' ? 'my' : 'en',
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': described,
      // The preview follows the language being edited.
      onFocus: () => setPreviewLanguage(language),
    } as const;
    const change = (value: string) => setValues((v) => ({ ...v, [name]: value }));
    return (
      <div className={`a-field${error ? ' a-field-invalid' : ''}`}>
        <label htmlFor={id}>{t(label)}</label>
        {name.startsWith('title') ? (
          <input {...input} type="text" onChange={(e) => change(e.target.value)} />
        ) : (
          <textarea {...input} rows={4} onChange={(e) => change(e.target.value)} />
        )}
        <p className="a-hint" id={`${id}-hint`}>
          {t(hint)}
        </p>
        <FieldError id={id} error={error} />
      </div>
    );
  };

  const shownImage = filePreview ?? (image ? fileUrl(image, 640) : undefined);
  const suffix = previewLanguage === 'mm' ? '_mm' : '';
  return (
    <form className="a-record-form a-page-card-form" onSubmit={submit} noValidate aria-busy={busy}>
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      <div className="a-page-card-layout">
        <div className="a-page-card-fields">
          <fieldset className="a-panel-fieldset a-page-card-language">
            <legend>{t(L.english)}</legend>
            {field('title', L.titleEn, L.titleHint)}
            {field('description', L.descriptionEn, L.descriptionHint)}
          </fieldset>
          <fieldset className="a-panel-fieldset a-page-card-language">
            <legend>{t(L.burmese)}</legend>
            {field('title_mm', L.titleMm, L.titleHint)}
            {field('description_mm', L.descriptionMm, L.descriptionHint)}
          </fieldset>
          <ImageInput
            id="card-image"
            label={t(L.picture)}
            current={image ?? undefined}
            chosen={file}
            onChoose={setFile}
            onPick={(id) => {
              setImage(id);
              setFile(undefined);
            }}
            hint={L.imageHint}
            error={errors.image}
            progress={progress}
          />
          {(image || file) && (
            <button
              type="button"
              className="a-button a-button-small a-page-card-remove"
              onClick={() => {
                setImage(null);
                setFile(undefined);
              }}
            >
              {t(L.removeImage)}
            </button>
          )}
          {!image && !file && stored.image && (
            <p className="a-hint" role="status">
              {t(L.imageRemoved)}
            </p>
          )}
        </div>
        <div className="a-page-card-preview">
          <h2>{t(L.preview)}</h2>
          <fieldset className="a-segmented">
            <legend>{t(L.previewIn)}</legend>
            {(['en', 'mm'] as const).map((language) => (
              <label key={language}>
                <input
                  type="radio"
                  name="preview-language"
                  value={language}
                  checked={previewLanguage === language}
                  onChange={() => setPreviewLanguage(language)}
                />
                {t(language === 'mm' ? L.burmese : L.english)}
              </label>
            ))}
          </fieldset>
          <CardPreview
            language={previewLanguage}
            publicUrl={publicUrl}
            title={values[`title${suffix}`]}
            description={values[`description${suffix}`]}
            image={shownImage}
          />
        </div>
      </div>
      <SaveActions busy={busy} label={L.save} />
    </form>
  );
}
