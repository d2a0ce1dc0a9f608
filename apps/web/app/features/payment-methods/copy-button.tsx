import { useEffect, useRef, useState } from 'react';
import { translator } from '../../i18n/messages';
import type { Language } from '@coach/contract';
import { paymentMethodsMessages } from './payment-methods-messages';

/**
 * What a bank's app takes when a number is pasted: the digits and letters, without the
 * spaces and hyphens that group them for the eye.
 */
export const copyText = (value: string) => value.replace(/[\s-]/g, '');

/**
 * A button that puts a number on the clipboard. It shows only where scripts run and the
 * browser lets a page write to the clipboard: the server sends it hidden, so a visitor
 * without scripts is never offered a button that does nothing (the number itself is
 * selected whole with one tap, see payment-methods.css).
 */
export function CopyButton({
  value,
  what,
  language,
}: {
  value: string;
  what: string;
  language: Language;
}) {
  const t = translator(paymentMethodsMessages, language);
  const [usable, setUsable] = useState(false);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    setUsable(typeof navigator !== 'undefined' && !!navigator.clipboard?.writeText);
    return () => clearTimeout(timer.current);
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(copyText(value));
    } catch {
      return; // refused by the browser: the number is still there to select
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), 2500);
  }

  return (
    <>
      {/* Sent by the server hidden, shown once scripts run: the page hydrates with the
          elements it was sent, and a visitor without scripts gets no dead button. */}
      <button type="button" className="pay-copy" hidden={!usable} onClick={() => void copy()}>
        {copied ? `✓ ${t('copied')}` : t('copy')}
        <span className="visually-hidden"> ({what})</span>
      </button>
      <span role="status" className="visually-hidden">
        {copied ? t('copiedStatus', { what, value: copyText(value) }) : ''}
      </span>
    </>
  );
}
