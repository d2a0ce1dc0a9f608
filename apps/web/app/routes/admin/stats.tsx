import { StatsScreen } from '../../admin/figures/stats.tsx';

export default function Stats() {
  return <StatsScreen />;
}
