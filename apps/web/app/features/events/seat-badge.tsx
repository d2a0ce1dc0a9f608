import { localDigits } from '@coach/contract/formats';
import { useT } from '../../i18n/messages';
import { useLanguage } from '../../lib/language';
import { seatStatusMessages } from './seat-status-messages';
import type { SeatStatus } from './seat-status';
import './seat-badge.css';

/** "3 seats left" / "Full" / "Registration closed", in the page's language and digits. */
export function SeatBadge({ status }: { status: SeatStatus | null }) {
  const t = useT(seatStatusMessages);
  const language = useLanguage();
  if (!status) return null;
  const text =
    status.kind === 'closed'
      ? t('closed')
      : status.kind === 'full'
        ? t('full')
        : status.left === 1
          ? t('seatLeft')
          : t('seatsLeft', { left: localDigits(status.left, language) });
  return (
    <p className={`seat-badge seat-badge-${status.kind}`} data-seats={status.kind}>
      {text}
    </p>
  );
}
