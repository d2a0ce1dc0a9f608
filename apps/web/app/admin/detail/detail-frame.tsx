import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type Text, useT } from '../i18n/text.ts';
import { LoadState } from '../ui/load-state.tsx';
import { type NoticeMessage, Notice } from '../ui/notice.tsx';
import type { Loaded } from '../ui/use-load.ts';

/**
 * One record's screen (an order, an appointment request), on a phone as on a desktop: a
 * way back to its list, its title, the answer to the last action, and its parts, which a
 * phone reads top to bottom and a desktop in two columns.
 */
export function DetailFrame({
  back,
  title,
  notice,
  onDismiss,
  children,
}: {
  back: { to: string; label: Text };
  title: ReactNode;
  notice?: NoticeMessage;
  onDismiss: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section className="screen a-detail">
      <p className="a-back">
        <Link to={back.to}>← {t(back.label)}</Link>
      </p>
      <div className="a-screen-header">
        <h1>{title}</h1>
      </div>
      <Notice notice={notice} onDismiss={onDismiss} />
      <div className="a-detail-layout">{children}</div>
    </section>
  );
}

/** The screen while its record loads, or when it could not be loaded (with Retry). */
export function DetailLoading({ loaded }: { loaded: Loaded<unknown> }) {
  return (
    <section className="screen">
      <LoadState error={loaded.error} onRetry={() => void loaded.reload()} />
    </section>
  );
}

/** One term of a record's facts, in a `<dl className="a-facts">`. */
export function Fact({
  label,
  className,
  children,
}: {
  label: Text;
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div>
      <dt>{t(label)}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
