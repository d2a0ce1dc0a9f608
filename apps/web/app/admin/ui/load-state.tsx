import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { Notice, failure } from './notice.tsx';

/** What a screen shows while its data loads, or when loading failed. */
export function LoadState({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const t = useT();
  if (!error) {
    return (
      <p className="a-loading" role="status">
        <span className="a-spinner" aria-hidden="true" />
        {t(UI.loading)}
      </p>
    );
  }
  return (
    <div>
      <Notice notice={failure(UI.loadFailed)} />
      {onRetry && (
        <button type="button" className="a-button" onClick={onRetry}>
          {t(UI.retry)}
        </button>
      )}
    </div>
  );
}
