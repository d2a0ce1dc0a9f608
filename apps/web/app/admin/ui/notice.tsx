import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../../lib/api-error.ts';
import { type Text, useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';

export type NoticeKind = 'success' | 'error';
export interface NoticeMessage {
  kind: NoticeKind;
  lines: readonly (Text | string)[];
}

export const success = (...lines: (Text | string)[]): NoticeMessage => ({ kind: 'success', lines });
export const failure = (...lines: (Text | string)[]): NoticeMessage => ({ kind: 'error', lines });

/** A refused call in the API's own words (translated), or the generic failure. */
export const problemNotice = (error: unknown) =>
  failure(error instanceof ApiError ? error.detail : UI.loadFailed);

/**
 * The screen's notice, starting with the one it was sent here with (a list after a save
 * or a delete elsewhere: `navigate(list, { state: { notice } })`).
 */
export function useArrivalNotice() {
  const location = useLocation();
  return useState<NoticeMessage | undefined>(
    (location.state as { notice?: NoticeMessage } | null)?.notice,
  );
}

/**
 * An in-page message: role="status" for success (read out politely), role="alert" for
 * failure (read out at once). Failures take the focus so keyboard users land on them.
 */
export function Notice({ notice, onDismiss }: { notice?: NoticeMessage; onDismiss?: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice?.kind === 'error') ref.current?.focus();
  }, [notice]);
  if (!notice) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`a-notice a-notice-${notice.kind}`}
      role={notice.kind === 'error' ? 'alert' : 'status'}
    >
      <span className="a-notice-icon" aria-hidden="true">
        {notice.kind === 'error' ? '!' : '✓'}
      </span>
      <div className="a-notice-text">
        {notice.lines.map((line, i) => (
          <p key={i}>{t(line)}</p>
        ))}
      </div>
      {onDismiss && (
        <button
          type="button"
          className="a-notice-close"
          onClick={onDismiss}
          aria-label={t(UI.dismiss)}
        >
          ×
        </button>
      )}
    </div>
  );
}
