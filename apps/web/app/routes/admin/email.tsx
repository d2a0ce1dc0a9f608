import { EmailScreen } from '../../admin/mail/email-screen.tsx';

export default function Email() {
  return <EmailScreen />;
}
