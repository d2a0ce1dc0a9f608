import { ROLES, type Role, isDemotion } from '@coach/contract';
import { fillIn } from '@coach/contract/messages';
import { useState } from 'react';
import { useLanguage } from '../../lib/language.ts';
import { useAccount } from '../auth/use-account.ts';
import { formatDate } from '../crud/cells.tsx';
import { useT } from '../i18n/text.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { LoadState } from '../ui/load-state.tsx';
import { type NoticeMessage, Notice, success, problemNotice } from '../ui/notice.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { useLoad } from '../ui/use-load.ts';
import { InviteForm } from './invite-form.tsx';
import { L } from './texts.ts';
import { type User, changeRole, deleteUser, listUsers } from './users-api.ts';

/** Each role's button, and the question asked before an account loses rights. */
const MAKE = { owner: L.makeOwner, staff: L.makeStaff, editor: L.makeEditor } as const;
const CONFIRM = { owner: L.confirmEditor, staff: L.confirmStaff, editor: L.confirmEditor } as const;

/**
 * /admin/users (owners): who can sign in and in which role; invite someone, change a
 * role, delete an account. The API keeps the last owner and ends a demoted account's
 * sessions; this screen says so before it happens.
 */
export function UsersScreen() {
  const t = useT();
  const me = useAccount();
  const users = useLoad(listUsers, []);
  const [notice, setNotice] = useState<NoticeMessage>();
  const { ask, dialog } = useConfirm();

  async function act(run: () => Promise<unknown>, done: NoticeMessage) {
    setNotice(undefined);
    try {
      await run();
      setNotice(done);
      await users.reload();
    } catch (error) {
      setNotice(problemNotice(error));
    }
  }

  async function setRole(user: User, role: Role) {
    // Losing rights ends the account's sessions: said before it happens.
    if (isDemotion(user.role, role) && !(await ask(CONFIRM[role], MAKE[role]))) return;
    await act(() => changeRole(user.id, role), success(L.roleChanged));
  }
  async function remove(user: User) {
    if (!(await ask(L.confirmRemove, L.remove))) return;
    await act(() => deleteUser(user.id), success(L.removed));
  }

  return (
    <section className="screen a-users">
      <ScreenHeader title={L.title} count={users.data?.length} />
      <p className="a-lead">{t(L.intro)}</p>
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      {users.data ? (
        <ul className="a-user-list">
          {users.data.map((user) => (
            <UserCard
              key={user.id}
              user={user}
              isMe={user.id === me?.id}
              onRole={(role) => void setRole(user, role)}
              onRemove={() => void remove(user)}
            />
          ))}
        </ul>
      ) : (
        <LoadState error={users.error} onRetry={() => void users.reload()} />
      )}
      <InviteForm
        onInvited={(user) => {
          setNotice(success(fillIn(t(L.invitationSent), { email: user.email })));
          void users.reload();
        }}
      />
      {dialog}
    </section>
  );
}

function UserCard({
  user,
  isMe,
  onRole,
  onRemove,
}: {
  user: User;
  isMe: boolean;
  onRole: (role: Role) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const headingId = `user-${user.id}`;
  return (
    <li className="a-user-card" aria-labelledby={headingId}>
      <div className="a-user-who">
        <h2 id={headingId}>
          {user.username}
          {isMe && <span className="a-muted"> ({t(L.you)})</span>}
        </h2>
        <p className="a-user-email">{user.email}</p>
        <p className="a-muted">
          <span className={`a-badge ${user.role === 'owner' ? 'a-badge-on' : ''}`}>
            {t(L[user.role])}
          </span>{' '}
          {t(L.since)} <time dateTime={user.created}>{formatDate(user.created, language)}</time>
          {user.invited && <> · {t(L.invited)}</>}
        </p>
      </div>
      <div className="a-row-actions">
        {ROLES.filter((role) => role !== user.role).map((role) => (
          <button
            key={role}
            type="button"
            className="a-button"
            onClick={() => onRole(role)}
            aria-describedby={headingId}
          >
            {t(MAKE[role])}
          </button>
        ))}
        <button
          type="button"
          className="a-button a-button-danger-quiet"
          onClick={onRemove}
          aria-describedby={headingId}
        >
          {t(L.remove)}
        </button>
      </div>
    </li>
  );
}
