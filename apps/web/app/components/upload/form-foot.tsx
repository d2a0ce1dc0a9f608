import type { ReactNode } from 'react';
import { type Status, StatusMessage } from '../status-message';
import { FormTrap } from './form-trap';

/**
 * The foot of a public form sent by `usePageForm`: the spam trap, the submit button (its
 * `busyLabel` while the form is sent) with any other actions after it, and the live
 * regions that say the answer, which the page's `answerId` anchors (page-form.ts).
 */
export function FormFoot({
  form,
  page,
  status = page.status,
  label,
  busyLabel = label,
  actionsClassName,
  children,
}: {
  /** The form's name, which names its trap's field. */
  form: string;
  page: { sending: boolean; status: Status; answerId: string };
  /** The answer shown, when it may come from elsewhere than the page's own send. */
  status?: Status;
  label: string;
  busyLabel?: string;
  actionsClassName?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <FormTrap form={form} />
      <div className={actionsClassName ? `form-actions ${actionsClassName}` : 'form-actions'}>
        <button type="submit" className="button button-primary" disabled={page.sending}>
          {page.sending ? busyLabel : label}
        </button>
        {children}
      </div>
      <StatusMessage status={status} id={page.answerId} />
    </>
  );
}
