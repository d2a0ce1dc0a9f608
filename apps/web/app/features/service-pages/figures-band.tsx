import { commonMessages } from '../../i18n/common';
import { useT } from '../../i18n/messages';
import { Section } from '../../components/section';
import { type StatItem, StatsRow } from '../../components/stats-row';

/** The "in numbers" band of a service page: its figure cards on the dark colour. */
export function FiguresBand({ stats }: { stats: StatItem[] }) {
  const tc = useT(commonMessages);
  return (
    <Section title={tc('inNumbers')} tone="dark" className="figures-band">
      <StatsRow items={stats} />
    </Section>
  );
}
