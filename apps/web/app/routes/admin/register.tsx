import { RegisterForm } from '../../admin/auth/register-form.tsx';

export default function Register() {
  return <RegisterForm />;
}
