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
    <div className="a-screen-header">
      <h1>
        {t(title)}
        {count !== undefined && <span className="a-count">{count}</span>}
      </h1>
      {children && <div className="a-screen-actions">{children}</div>}
    </div>
  );
}
