import { localDigits } from '../../lib/format';
import { useLanguage } from '../../lib/language';

/**
 * Progress of an upload in flight: a native <progress> named by the visible text
 * (e.g. "Uploading receipt… 45%"), which `text` words around the percent in the page's
 * digits; nothing while `percent` is null.
 */
export function UploadProgress({
  percent,
  text,
}: {
  percent: number | null;
  text: (percent: string) => string;
}) {
  const language = useLanguage();
  if (percent === null) return null;
  const said = text(localDigits(percent, language));
  return (
    <div className="upload-progress">
      <p className="upload-progress-text" aria-live="polite">
        {said}
      </p>
      <progress max={100} value={percent} aria-label={said} />
    </div>
  );
}
