import { useEffect, useState } from 'react';

/**
 * A local address for a chosen file, to show it before it is uploaded; released when the
 * file changes or the screen closes, so a preview does not hold the file in memory.
 */
export function useObjectUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return setUrl(undefined);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}
