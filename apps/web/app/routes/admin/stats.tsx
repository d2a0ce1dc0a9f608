import { StatsScreen } from '../../admin/special/stats.tsx';

export default function Stats() {
  return <StatsScreen />;
}
