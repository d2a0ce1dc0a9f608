import { extensionOf } from '@coach/contract';
import { fillIn } from '@coach/contract/messages';
import { useEffect, useState } from 'react';
import { fetchPrivateFile } from '../api/files.ts';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { L } from './order-texts.ts';

/**
 * A receipt is private: the API serves it only with the admin's token, so it is fetched
 * and handed to the browser as a blob, to show in a new tab or to save. Saved, it is named
 * after the order's reference, the name the owner files and searches it by.
 */
export function ReceiptLinks({ id, reference }: { id: string; reference: string }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  if (!id) return null;

  async function open(download: boolean) {
    // The tab is opened before the wait, while the browser still counts it as the click's.
    const tab = download ? null : window.open('', '_blank');
    try {
      const blob = await fetchPrivateFile(id);
      const url = URL.createObjectURL(blob);
      if (tab) {
        tab.location.href = url;
      } else {
        const link = document.createElement('a');
        link.href = url;
        link.download = `${reference || id}.${extensionOf(blob.type)}`;
        link.click();
      }
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setFailed(false);
    } catch {
      tab?.close();
      setFailed(true);
    }
  }

  return (
    <div className="a-receipt">
      <button type="button" className="a-button a-button-small" onClick={() => open(true)}>
        ⤓ {t(UI.download)}
      </button>
      <button type="button" className="a-link-button" onClick={() => open(false)}>
        {t(UI.seeReceipt)}
        <span className="visually-hidden"> {t(UI.opensNewTab)}</span>
      </button>
      {failed && <span role="alert">{t(L.receiptFailed)}</span>}
    </div>
  );
}

/** The receipt itself on the order's screen, so the owner compares it with the amount. */
export function ReceiptPreview({ id, reference }: { id: string; reference: string }) {
  const t = useT();
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let made: string | undefined;
    let current = true;
    fetchPrivateFile(id).then(
      (blob) => {
        if (!current) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [id]);
  if (failed) return <p role="alert">{t(L.receiptFailed)}</p>;
  if (!url) return <div className="a-receipt-preview a-receipt-loading" aria-hidden="true" />;
  return (
    <img className="a-receipt-preview" src={url} alt={fillIn(t(L.receiptAlt), { reference })} />
  );
}
