import { AuditScreen } from '../../admin/audit/audit-screen.tsx';

export default function Audit() {
  return <AuditScreen />;
}
