import { useEffect, useState } from 'react';

/** A thumbnail of the image the visitor picked, so they can see it is the right one. */
export function FilePreview({ file }: { file: File | null }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/')) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  if (!file) return null;
  return (
    <div className="upload-preview">
      {url && <img src={url} alt="" width={64} height={64} />}
      <span>{file.name}</span>
    </div>
  );
}
