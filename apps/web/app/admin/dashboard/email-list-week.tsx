import { fillIn } from '@coach/contract/messages';
import { Link } from 'react-router';
import { localDigits } from '../../lib/format.ts';
import { useLanguage } from '../../lib/language.ts';
import { useT } from '../i18n/text.ts';
import type { EmailListWeek } from './dashboard-api.ts';
import { SPECIAL_TITLES } from '../ui/nav.ts';

const L = {
  title: SPECIAL_TITLES.subscribers,
  newThisWeek: { en: 'new subscribers this week', mm: 'ဤအပတ် စာရင်းဝင်သူ အသစ်' },
  size: {
    en: '{subscribed} subscribed · {pending} waiting to confirm',
    mm: 'စာရင်းဝင်ပြီး {subscribed} ဦး · အတည်ပြုရန် စောင့်နေ {pending} ဦး',
  },
  open: { en: 'See the list', mm: 'စာရင်းကို ကြည့်ရန်' },
};

/** The week's new subscribers (confirmed ones: a sign-up counts once its link is clicked). */
export function EmailListCard({ week }: { week: EmailListWeek }) {
  const t = useT();
  const language = useLanguage();
  return (
    <section className="a-revenue" aria-labelledby="email-list-title" data-testid="email-list">
      <h2 id="email-list-title">{t(L.title)}</h2>
      <p>
        <strong className="a-attention-number">{localDigits(week.new_this_week, language)}</strong>{' '}
        {t(L.newThisWeek)}
      </p>
      <p className="a-muted">
        {fillIn(t(L.size), {
          subscribed: localDigits(week.subscribed, language),
          pending: localDigits(week.pending, language),
        })}
      </p>
      <Link to="/admin/subscribers">{t(L.open)}</Link>
    </section>
  );
}
