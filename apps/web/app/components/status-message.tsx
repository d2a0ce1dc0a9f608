/**
 * `detail`, when given, is a second sentence under the text (e.g. why an upload failed).
 * `retrying`: a send the connection lost is being tried again (lib/send-again.ts).
 */
export type Status = {
  kind: 'success' | 'error' | 'retrying';
  text: string;
  detail?: string;
} | null;

/**
 * Live regions for a form's outcome: success and a send being tried again are announced
 * politely (`role="status"`), failure at once (`role="alert"`). Both regions are always in
 * the page so screen readers notice when text appears in them.
 */
export function StatusMessage({ status, id }: { status: Status; id?: string }) {
  const shown = (kind: 'success' | 'error' | 'retrying') =>
    status?.kind === kind && (
      <>
        {status.text}
        {status.detail && <span className="status-detail">{status.detail}</span>}
      </>
    );
  const polite = status?.kind === 'retrying' ? 'retrying' : 'success';
  return (
    <div className="status-messages" id={id}>
      <p role="status" className={status?.kind === polite ? `status status-${polite}` : 'status'}>
        {shown(polite)}
      </p>
      <p role="alert" className={status?.kind === 'error' ? 'status status-error' : 'status'}>
        {shown('error')}
      </p>
    </div>
  );
}
