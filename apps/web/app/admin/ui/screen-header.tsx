import type { ReactNode } from 'react';
import { type Text, useT } from '../i18n/text.ts';

/** The heading row of every screen: its title, a count, and its main actions. */
export function ScreenHeader({
  title,
  count,
  children,
}: {
  title: Text;
  count?: number;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="screen-header">
      <h1>
        {t(title)}
        {count !== undefined && <span className="count">{count}</span>}
      </h1>
      {children && <div className="screen-actions">{children}</div>}
    </div>
  );
}
