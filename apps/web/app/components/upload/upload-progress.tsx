import './upload.css';

/**
 * Progress of an upload in flight: a native <progress> named by the visible text
 * (e.g. "Uploading receipt… 45%"); nothing while `percent` is null.
 */
export function UploadProgress({ percent, text }: { percent: number | null; text: string }) {
  if (percent === null) return null;
  return (
    <div className="upload-progress">
      <p className="upload-progress-text" aria-live="polite">
        {text}
      </p>
      <progress max={100} value={percent} aria-label={text} />
    </div>
  );
}
