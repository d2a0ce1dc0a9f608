export type Status = { kind: 'success' | 'error'; text: string } | null;

/**
 * Live regions for a form's outcome: success is announced politely (`role="status"`),
 * failure at once (`role="alert"`). Both regions are always in the page so screen
 * readers notice when text appears in them.
 */
export function StatusMessage({ status }: { status: Status }) {
  return (
    <div className="status-messages">
      <p role="status" className={status?.kind === 'success' ? 'status status-success' : 'status'}>
        {status?.kind === 'success' ? status.text : ''}
      </p>
      <p role="alert" className={status?.kind === 'error' ? 'status status-error' : 'status'}>
        {status?.kind === 'error' ? status.text : ''}
      </p>
    </div>
  );
}
