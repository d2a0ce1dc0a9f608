import { useEffect, useMemo, useRef, useState } from 'react';
import { fillIn } from '@coach/contract/messages';
import { Link, useBlocker, useNavigate, useParams } from 'react-router';
import { useLanguage } from '../../lib/language.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { formatDate } from './cells.tsx';
import { useFormDraft } from './form-draft.ts';
import { ApiError } from '../api/client.ts';
import {
  type StoredRecord,
  createRecord,
  getRecordToEdit,
  updateRecord,
} from '../api/resources.ts';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { LoadState } from '../ui/load-state.tsx';
import { Notice, failure, success } from '../ui/notice.tsx';
import { RecordLinkButton } from './record-link.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { History } from '../revisions/history.tsx';
import { PreviewLink } from '../previews/preview-link.tsx';
import { SendArticle } from '../newsletters/send-article.tsx';
import { useFormAction } from '../ui/use-form-action.ts';
import { useLoad } from '../ui/use-load.ts';
import { FieldInput, type FieldState } from './field-input.tsx';
import {
  type FormValues,
  type Mode,
  formBody,
  initialValues,
  requiredInputs,
} from './form-values.ts';
import { uploadChosen, validationAlerts } from './submit.ts';
import type { ScreenConfig } from './types.ts';
import { SaveActions } from '../ui/submit-button.tsx';

interface Loaded {
  record?: StoredRecord;
  /** The record's version when the form opened (its ETag), sent back with the save. */
  version?: string;
}

/**
 * Create and edit of a generic screen: loads the record first. Relation fields search
 * their own choices on the server, so no whole list is loaded here.
 */
export function FormScreen({ config }: { config: ScreenConfig }) {
  const { id } = useParams();
  const mode: Mode = id ? 'edit' : 'create';
  const loaded = useLoad(
    async (): Promise<Loaded> => (id ? getRecordToEdit(config.resource, id) : {}),
    [config, id],
  );

  const t = useT();
  const title = mode === 'create' ? UI.createTitle : UI.editTitle;
  // A restored version reloads the record, and the form starts again from it.
  const [restores, setRestores] = useState(0);
  const record = loaded.data?.record;
  return (
    <section className="screen">
      <ScreenHeader
        title={{ en: `${title.en} ${config.entity.en}`, mm: `${config.entity.mm} ${title.mm}` }}
      >
        <Link to={`/admin/${config.path}`} className="a-button">
          ← {t(UI.backToList)}
        </Link>
        {record && <RecordLinkButton link={config.recordLink} record={record} />}
      </ScreenHeader>
      {loaded.data ? (
        <RecordForm
          key={`${id ?? 'new'}-${restores}`}
          config={
            config.fieldsFor ? { ...config, fields: config.fieldsFor(loaded.data.record) } : config
          }
          mode={mode}
          loaded={loaded.data}
        />
      ) : (
        <LoadState error={loaded.error} onRetry={loaded.reload} />
      )}
      {record && <PreviewLink config={config} record={record} />}
      {record && config.resource.slug === 'articles' && (
        <SendArticle articleId={Number(record.id)} />
      )}
      {record && (
        <History
          config={config}
          record={record}
          onRestored={() => void loaded.reload().then(() => setRestores((n) => n + 1))}
        />
      )}
    </section>
  );
}

function RecordForm({
  config,
  mode,
  loaded,
}: {
  config: ScreenConfig;
  mode: Mode;
  loaded: Loaded;
}) {
  const t = useT();
  const navigate = useNavigate();
  const def = config.resource;
  const schema = (mode === 'create' ? def.create : def.update)!;
  const [initial] = useState<FormValues>(() => initialValues(config.fields, def, loaded.record));
  const [values, setValues] = useState<FormValues>(initial);
  const draft = useFormDraft(`${config.path}:${loaded.record?.id ?? 'new'}`, initial, values);
  const language = useLanguage();
  const { ask, dialog } = useConfirm();
  // Set once a save succeeded: the way out to the list is then not asked about.
  const saved = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      draft.dirty && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void ask(UI.leaveQuestion, UI.leave).then((leave) =>
      leave ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker.state]);
  // A reload or a closed tab with unsaved changes: the browser asks (its own words).
  useEffect(() => {
    if (!draft.dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [draft.dirty]);
  const [files, setFiles] = useState<Record<string, File>>({});
  const [progress, setProgress] = useState<Record<string, number>>({});
  const required = useMemo(() => requiredInputs(schema, config.fields), [schema, config.fields]);
  const messages = config.messages;
  const failed = mode === 'create' ? messages.createFailed : messages.updateFailed;
  const { errors, setErrors, notice, setNotice, busy, handle } = useFormAction(undefined, {
    invalid: (errors) => failure(...validationAlerts(errors, UI.fixFields)),
    // Someone else's save came first: this one is kept as a draft, offered after a reload.
    failed: (error) =>
      failure(error instanceof ApiError && error.status === 412 ? UI.savedMeanwhile : failed),
  });

  const state: FieldState = {
    values,
    errors,
    required,
    files,
    progress,
    setValue: (name, value) => setValues((v) => ({ ...v, [name]: value })),
    setFile: (name, file) =>
      setFiles(({ [name]: _old, ...rest }) => (file ? { ...rest, [name]: file } : rest)),
    onEditorError: (message) => setNotice(failure(message)),
  };

  const submit = handle(
    schema,
    () => formBody(config.fields, values, new Set(Object.keys(files)), mode),
    async (checked) => {
      const uploaded = await uploadChosen(files, (name, fraction) =>
        setProgress((p) => ({ ...p, [name]: fraction })),
      );
      if ('failed' in uploaded) {
        setNotice(failure('Failed to upload image'));
        setErrors({ [uploaded.failed]: 'Failed to upload image' });
        setProgress({});
        return;
      }
      // A resource's schema is any object schema: its output is an object, as validate's is.
      const data = { ...(checked as Record<string, unknown>), ...uploaded.ids };
      try {
        if (mode === 'create') await createRecord(def, data);
        else await updateRecord(def, loaded.record!.id, data, loaded.version);
      } catch (error) {
        console.error(failed.en, error);
        setProgress({});
        throw error;
      }
      saved.current = true;
      draft.clear();
      // Busy until the list is shown: a second tap would save the record again.
      await navigate(`/admin/${config.path}`, {
        state: { notice: success(mode === 'create' ? messages.created : messages.updated) },
      });
    },
  );

  return (
    <form className="a-record-form" onSubmit={submit} noValidate aria-busy={busy}>
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      {draft.offered && (
        <div className="a-draft-offer" role="status">
          <p>
            {fillIn(t(UI.draftOffer), {
              when: formatDate(new Date(draft.offered.savedAt).toISOString(), language, true),
            })}
          </p>
          <div className="a-row-actions">
            <button
              type="button"
              className="a-button a-button-primary"
              onClick={() => {
                setValues({ ...initial, ...draft.offered!.values });
                draft.accept();
              }}
            >
              {t(UI.draftRestore)}
            </button>
            <button type="button" className="a-button" onClick={draft.dismiss}>
              {t(UI.draftDiscard)}
            </button>
          </div>
        </div>
      )}
      <div className="a-form-fields">
        {config.fields.map((field) => (
          <FieldInput key={field.name} field={field} state={state} />
        ))}
      </div>
      <SaveActions busy={busy} label={UI.save}>
        <Link to={`/admin/${config.path}`} className="a-button">
          {t(UI.cancel)}
        </Link>
      </SaveActions>
      {dialog}
    </form>
  );
}
