import { UsersScreen } from '../../admin/users/users-screen.tsx';

export default function Users() {
  return <UsersScreen />;
}
