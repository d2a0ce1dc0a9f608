import {
  type ClientLoaderFunctionArgs,
  redirect,
  useLocation,
  useSearchParams,
} from 'react-router';
import { getToken } from '../../admin/api/token.ts';
import { LoginForm } from '../../admin/auth/login-form.tsx';
import { RETURN_PARAM, safeReturnPath } from '../../admin/auth/return-to.ts';
import type { NoticeMessage } from '../../admin/ui/notice.tsx';

/** `/login?next=/admin/…`: signed in already, straight there (or to the dashboard). */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const next = new URL(request.url).searchParams.get(RETURN_PARAM);
  return getToken() ? redirect(safeReturnPath(next)) : null;
}

export default function Login() {
  const { state } = useLocation();
  const [params] = useSearchParams();
  const given = state as { notice?: NoticeMessage; username?: string } | null;
  return (
    <LoginForm
      notice={given?.notice}
      username={given?.username}
      returnTo={params.get(RETURN_PARAM)}
    />
  );
}
