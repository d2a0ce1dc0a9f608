import { statText } from '../lib/format';
import { useLanguage } from '../lib/language';

export interface StatItem {
  value: number | null | undefined;
  label: string;
}

/** Figure cards: "1,200+" style numbers (Burmese digits in mm); items without a value are left out. */
export function StatsRow({ items, className }: { items: StatItem[]; className?: string }) {
  const language = useLanguage();
  const shown = items.filter((i) => i.value != null);
  if (!shown.length) return null;
  return (
    <ul className={`stats ${className ?? ''}`}>
      {shown.map((item) => (
        <li key={item.label} className="stat">
          <span className="stat-value">{statText(item.value, language)}</span>
          <span className="stat-label">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
