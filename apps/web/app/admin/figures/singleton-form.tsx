import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../api/client.ts';
import { uploadFile } from '../api/files.ts';
import { type FieldErrors, validate } from '../crud/form-values.ts';
import { crudMessages } from '../crud/messages.ts';
import { apiFieldErrors, validationAlerts } from '../crud/submit.ts';
import { type Text, useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { ImageInput } from '../ui/image-input.tsx';
import { LoadState } from '../ui/load-state.tsx';
import { type NoticeMessage, Notice, failure, success } from '../ui/notice.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useLoad } from '../ui/use-load.ts';
import { usePending } from '../ui/use-pending.ts';
import { SaveActions } from '../ui/submit-button.tsx';

type Values = Record<string, number | string | null>;

export interface SingletonBlock {
  title: Text;
  numbers: readonly { name: string; label: Text }[];
  image: {
    name: string;
    hint: Text;
    /** The area named in the upload failure. */ area: string;
    areaMm: string;
  };
}

interface Props {
  title: Text;
  blocks: readonly SingletonBlock[];
  schema: z.ZodType;
  load: () => Promise<Values>;
  save: (body: Values) => Promise<unknown>;
  /** Starting numbers when none are stored yet. */
  defaults?: Record<string, number>;
}

/** Stats and banners: one record each, numbers and images; saving returns to /admin. */
export function SingletonForm(props: Props) {
  const loaded = useLoad(props.load, []);
  return (
    <section className="screen">
      <ScreenHeader title={props.title} />
      {loaded.data ? (
        <Form {...props} stored={loaded.data} />
      ) : (
        <LoadState error={loaded.error} onRetry={loaded.reload} />
      )}
    </section>
  );
}

function Form({ blocks, schema, save, stored, defaults = {}, title }: Props & { stored: Values }) {
  const t = useT();
  // Said as a list screen says it of its records: "Stats updated successfully".
  const messages = crudMessages(title, title.en.toLowerCase());
  const navigate = useNavigate();
  const [numbers, setNumbers] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      blocks
        .flatMap((b) => b.numbers)
        .map(({ name }) => [name, String(stored[name] ?? defaults[name] ?? '')]),
    ),
  );
  const [files, setFiles] = useState<Record<string, File>>({});
  // Pictures taken from the media library, by field: sent as they are, nothing uploaded.
  const [picked, setPicked] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<NoticeMessage>();
  const { busy, pending } = usePending();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(schema, { ...numbers });
    if (!checked.ok) {
      setErrors(checked.errors);
      return setNotice(failure(...validationAlerts(checked.errors, UI.fixFields)));
    }
    setErrors({});
    try {
      await pending(() => uploadAndSave({ ...(checked.data as Values), ...picked }));
    } catch (error) {
      console.error(messages.updateFailed.en, error);
      setErrors(apiFieldErrors(error));
      setNotice(failure(messages.updateFailed));
    }
  }

  /** Uploads the chosen pictures, then saves and returns to /admin. */
  async function uploadAndSave(body: Values) {
    // Only chosen files are uploaded; the other images stay as they are.
    for (const block of blocks) {
      const file = files[block.image.name];
      if (!file) continue;
      try {
        body[block.image.name] = await uploadFile(file, (f) =>
          setProgress((p) => ({ ...p, [block.image.name]: f })),
        );
      } catch (error) {
        setProgress({});
        const failed = {
          en: `Failed to upload ${block.image.area} image`,
          mm: `${block.image.areaMm} ပုံတင်ရန် မအောင်မြင်ပါ`,
        };
        // The API's reason (too large, not an image) on a line of its own.
        const reason = error instanceof ApiError && error.status > 0 ? [error.detail] : [];
        return setNotice(failure(failed, ...reason));
      }
    }
    // Banners with no new picture chosen: nothing to send (the API refuses an empty save).
    if (Object.keys(body).length) await save(body);
    // Busy until /admin is shown: a second tap would save again.
    await navigate('/admin', { state: { notice: success(messages.updated) } });
  }

  return (
    <form className="a-record-form a-settings-form" onSubmit={submit} noValidate aria-busy={busy}>
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      <div className="a-service-blocks">
        {blocks.map((block) => {
          const name = block.image.name;
          const current = picked[name] ?? stored[name];
          return (
            <fieldset key={name} className="a-service-block">
              <legend>{t(block.title)}</legend>
              {block.numbers.map((n) => (
                <TextField
                  key={n.name}
                  id={n.name}
                  label={t(n.label)}
                  inputMode="numeric"
                  required
                  value={numbers[n.name] ?? ''}
                  onChange={(e) => setNumbers((v) => ({ ...v, [n.name]: e.target.value }))}
                  error={errors[n.name]}
                />
              ))}
              <ImageInput
                id={name}
                label={t(UI.image)}
                current={typeof current === 'string' ? current : undefined}
                chosen={files[name]}
                onChoose={(file) => {
                  setFiles(({ [name]: _old, ...rest }) =>
                    file ? { ...rest, [name]: file } : rest,
                  );
                  if (file) setPicked(({ [name]: _old, ...rest }) => rest);
                }}
                onPick={(id) => {
                  setFiles(({ [name]: _old, ...rest }) => rest);
                  setPicked((p) => ({ ...p, [name]: id }));
                }}
                hint={block.image.hint}
                error={errors[name]}
                progress={progress[name]}
              />
            </fieldset>
          );
        })}
      </div>
      <SaveActions busy={busy} label={UI.update} />
    </form>
  );
}
