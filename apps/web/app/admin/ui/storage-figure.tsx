import { fillIn } from '@coach/contract/messages';
import { useEffect, useState } from 'react';
import { call } from '../api/client.ts';
import { useLanguage } from '../../lib/language.ts';
import { localDigits } from '../../lib/format.ts';
import { useT } from '../i18n/text.ts';

/** What GET /api/storage answers. */
interface Storage {
  files: number;
  bytes: number;
  /** Of the files, the media library's pictures (what its header counts). */
  pictures: number;
  /** Of the files, orders' receipts: private, never in the library. */
  receipts: number;
  variants: number;
  variant_bytes: number;
  unused_deleted_after_hours: number;
}

const L = {
  uploads: { en: 'Uploads', mm: 'တင်ထားသောဖိုင်များ' },
  // The pictures are what the media library lists and its header counts; receipts are
  // stored too but kept private, so they are named apart rather than added in.
  figure: {
    en: '{pictures} pictures · {receipts} order receipts · {size}',
    mm: 'ပုံ {pictures} ပုံ · ငွေလွှဲပြေစာ {receipts} ခု · {size}',
  },
  explained: {
    en: 'Pictures are those in the media library (those of records in the trash too); order receipts are private and not listed there. The size is of all of them, resized copies included. Uploads nothing uses are deleted after {hours} hours.',
    mm: 'ပုံများသည် မီဒီယာစာကြည့်တိုက်ရှိ ပုံများ (အမှိုက်ပုံးထဲရှိ မှတ်တမ်းများ၏ ပုံများ အပါအဝင်) ဖြစ်သည်။ အော်ဒါ ငွေလွှဲပြေစာများသည် သီးသန့်ဖြစ်ပြီး ထိုတွင် မပြပါ။ အရွယ်အစားသည် ဖိုင်အားလုံး (အရွယ်ပြောင်းထားသော မိတ္တူများ အပါအဝင်) ၏ အရွယ်အစား ဖြစ်သည်။ မည်သည့်နေရာတွင်မျှ မသုံးသော ဖိုင်များကို {hours} နာရီအကြာတွင် ဖျက်ပါသည်။',
  },
};

/** A size as an admin reads it: kilobytes for a picture, megabytes for many. */
export const byteSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${bytes ? Math.max(1, Math.round(bytes / 1024)) : 0} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * A small figure under the sidebar (and atop the media library): how many pictures the
 * library holds and how many order receipts are stored beside them, and how much room
 * they all take. Nothing shows until it is read, and nothing at all
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
  const language = useLanguage();
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
        pictures: localDigits(storage.pictures, language),
        receipts: localDigits(storage.receipts, language),
        size: byteSize(storage.bytes + storage.variant_bytes),
      })}
    </p>
  );
}
