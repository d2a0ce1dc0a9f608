import { PAYMENT_METHODS_MAX, type PaymentMethod, schemas } from '@coach/contract';
import { fillIn } from '@coach/contract/messages';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { localDigits } from '../../lib/format.ts';
import { useLanguage } from '../../lib/language.ts';
import { ApiError } from '../api/client.ts';
import { uploadFile } from '../api/files.ts';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { LoadState } from '../ui/load-state.tsx';
import { Notice, failure, success } from '../ui/notice.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { useFormAction } from '../ui/use-form-action.ts';
import { useLoad } from '../ui/use-load.ts';
import { MethodFieldset } from './method-fieldset.tsx';
import { type MethodItem, bodyOf, itemOf, moved } from './method-values.ts';
import { getPaymentMethods, savePaymentMethods } from './payment-methods-api.ts';
import { L } from './texts.ts';
import { SaveActions } from '../ui/submit-button.tsx';

/**
 * /admin/payment-methods (owners): the bank and wallet accounts the checkout shows. The
 * list is edited here as a whole (add, remove, reorder, a QR code each) and saved at once.
 */
export function PaymentMethodsScreen() {
  const t = useT();
  const loaded = useLoad(getPaymentMethods, []);
  const [saved, setSaved] = useState<PaymentMethod[]>();
  const stored = saved ?? loaded.data;
  return (
    <section className="screen a-payment-methods">
      <ScreenHeader title={L.title} count={stored?.length} />
      <p className="a-lead">{t(L.intro)}</p>
      {stored ? (
        <MethodsForm stored={stored} onSaved={setSaved} />
      ) : (
        <LoadState error={loaded.error} onRetry={() => void loaded.reload()} />
      )}
    </section>
  );
}

function MethodsForm({
  stored,
  onSaved,
}: {
  stored: PaymentMethod[];
  onSaved: (methods: PaymentMethod[]) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const [items, setItems] = useState(() => stored.map(itemOf));
  const [progress, setProgress] = useState<Record<number, number>>({});
  const { errors, setErrors, notice, setNotice, busy, handle } = useFormAction(undefined, {
    invalid: () => failure(UI.fixFields),
    failed: (error) =>
      failure(
        L.failed,
        ...(error instanceof ApiError && error.status === 403 ? [error.detail] : []),
      ),
  });
  /** Controls to focus once the list has rendered again, the first one enabled. */
  const [focusNext, setFocusNext] = useState<string[]>();
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusNext) return;
    const target = focusNext
      .map((id) => document.getElementById(id) as HTMLButtonElement | null)
      .find((element) => element && !element.disabled);
    (target ?? addButton.current)?.focus();
    setFocusNext(undefined);
  }, [focusNext]);

  const edit = (index: number, item: MethodItem) =>
    setItems((list) => list.map((old, i) => (i === index ? item : old)));
  function move(index: number, by: -1 | 1) {
    const item = items[index]!;
    setItems(moved(items, index, by));
    // Errors name places in the list: they would point at the wrong method now.
    setErrors({});
    // The button pressed keeps the focus; at the top or the bottom it is disabled, and
    // the other one takes it.
    const [same, other] = by < 0 ? ['up', 'down'] : ['down', 'up'];
    setFocusNext([`pm-${item.key}-${same}`, `pm-${item.key}-${other}`]);
  }
  function remove(index: number) {
    const item = items[index]!;
    setItems(items.filter((_, i) => i !== index));
    setErrors({});
    const name =
      item.values.name.trim() || fillIn(t(L.method), { n: localDigits(index + 1, language) });
    setNotice(success(fillIn(t(L.removed), { name })));
    addButton.current?.focus();
  }
  function add() {
    const item = itemOf();
    setItems([...items, item]);
    setFocusNext([`pm-${item.key}-name`]);
  }

  // The API's own rules, checked here first: errors by `index.field`, as it names them.
  const save = handle(schemas.paymentMethods.update, () => bodyOf(items), uploadAndSave);
  async function submit(event: FormEvent<HTMLFormElement>) {
    await save(event);
    setProgress({});
  }

  /** Uploads the new pictures one by one with their progress, then saves the list. */
  async function uploadAndSave() {
    const uploaded: Record<number, string> = {};
    for (const [index, item] of items.entries()) {
      if (!item.file) continue;
      try {
        uploaded[item.key] = await uploadFile(item.file, (fraction) =>
          setProgress((p) => ({ ...p, [item.key]: fraction })),
        );
      } catch (error) {
        const reason = error instanceof ApiError && error.status > 0 ? [error.detail] : [];
        const n = localDigits(index + 1, language);
        return setNotice(failure(fillIn(t(L.uploadFailed), { n }), ...reason));
      }
    }
    const methods = await savePaymentMethods(bodyOf(items, uploaded));
    setItems(methods.map(itemOf));
    onSaved(methods);
    setNotice(success(L.saved));
  }

  const full = items.length >= PAYMENT_METHODS_MAX;
  return (
    <form
      className="a-record-form a-pay-methods-form"
      onSubmit={submit}
      noValidate
      aria-busy={busy}
    >
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      {items.length === 0 && <p className="a-pay-methods-none">{t(L.none)}</p>}
      {items.map((item, index) => (
        <MethodFieldset
          key={item.key}
          item={item}
          index={index}
          count={items.length}
          errors={errors}
          progress={progress[item.key]}
          onChange={(changed) => edit(index, changed)}
          onMove={(by) => move(index, by)}
          onRemove={() => remove(index)}
        />
      ))}
      <div className="a-pay-methods-add">
        <button
          ref={addButton}
          type="button"
          className="a-button"
          onClick={add}
          disabled={full}
          aria-describedby={full ? 'pm-full' : undefined}
        >
          + {t(L.add)}
        </button>
        {full && (
          <span className="a-hint" id="pm-full">
            {t(L.full)}
          </span>
        )}
      </div>
      <SaveActions busy={busy} label={L.save} />
    </form>
  );
}
