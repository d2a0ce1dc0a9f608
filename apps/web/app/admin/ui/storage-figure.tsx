import { fillIn } from '@coach/contract/messages';
import { useEffect, useState } from 'react';
import { call } from '../api/client.ts';
import { useT } from '../i18n/text.ts';

/** What GET /api/storage answers. */
interface Storage {
  files: number;
  bytes: number;
  variants: number;
  variant_bytes: number;
  unused_deleted_after_hours: number;
}

const L = {
  uploads: { en: 'Uploads', mm: 'တင်ထားသောဖိုင်များ' },
  figure: { en: '{files} files · {size}', mm: 'ဖိုင် {files} ခု · {size}' },
  explained: {
    en: 'Stored uploads and their size, resized copies included. Uploads nothing uses are deleted after {hours} hours.',
    mm: 'သိမ်းထားသော ဖိုင်များနှင့် အရွယ်အစား (အရွယ်ပြောင်းထားသော မိတ္တူများ အပါအဝင်)။ မည်သည့်နေရာတွင်မျှ မသုံးသော ဖိုင်များကို {hours} နာရီအကြာတွင် ဖျက်ပါသည်။',
  },
};

/** A size as an admin reads it: kilobytes for a picture, megabytes for many. */
export const byteSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${bytes ? Math.max(1, Math.round(bytes / 1024)) : 0} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * A small figure under the sidebar (and atop the media library): how many files the site
 * stores and how much room they take. Nothing shows until it is read, and nothing at all
 * if it cannot be. `refresh`: read again when it changes (after a delete).
 */
export function StorageFigure({
  className = 'a-storage-figure',
  refresh = 0,
}: {
  className?: string;
  refresh?: number;
}) {
  const t = useT();
  const [storage, setStorage] = useState<Storage | null>(null);
  useEffect(() => {
    let current = true;
    call<Storage>('/storage').then(
      (s) => current && setStorage(s),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [refresh]);
  if (!storage) return null;
  return (
    <p
      className={className}
      title={fillIn(t(L.explained), { hours: storage.unused_deleted_after_hours })}
    >
      <span className="a-nav-group-label">{t(L.uploads)}</span>{' '}
      {fillIn(t(L.figure), {
        files: storage.files,
        size: byteSize(storage.bytes + storage.variant_bytes),
      })}
    </p>
  );
}
