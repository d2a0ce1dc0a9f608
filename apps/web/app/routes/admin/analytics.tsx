import { AnalyticsScreen } from '../../admin/analytics/analytics-screen.tsx';

export default function Analytics() {
  return <AnalyticsScreen />;
}
