/** `detail`, when given, is a second sentence under the text (e.g. why an upload failed). */
export type Status = { kind: 'success' | 'error'; text: string; detail?: string } | null;

/**
 * Live regions for a form's outcome: success is announced politely (`role="status"`),
 * failure at once (`role="alert"`). Both regions are always in the page so screen
 * readers notice when text appears in them.
 */
export function StatusMessage({ status, id }: { status: Status; id?: string }) {
  const shown = (kind: 'success' | 'error') =>
    status?.kind === kind && (
      <>
        {status.text}
        {status.detail && <span className="status-detail">{status.detail}</span>}
      </>
    );
  return (
    <div className="status-messages" id={id}>
      <p role="status" className={status?.kind === 'success' ? 'status status-success' : 'status'}>
        {shown('success')}
      </p>
      <p role="alert" className={status?.kind === 'error' ? 'status status-error' : 'status'}>
        {shown('error')}
      </p>
    </div>
  );
}
