import { Link } from 'react-router';
import { commonMessages } from '../../i18n/common';
import { serviceMessages } from './service-messages';
import { useT } from '../../i18n/messages';
import { ArrowRightIcon } from '../../components/icons';

/** The three service pages as link cards (home introduction, coach profile); `row` lays them side by side. */
export function ServiceCards({ row }: { row?: boolean }) {
  const t = useT(serviceMessages);
  const tc = useT(commonMessages);
  const services = [
    { to: '/one-on-one-coaching', title: tc('oneOnOne'), text: t('oneOnOneText') },
    { to: '/team-coaching', title: tc('teamCoaching'), text: t('teamText') },
    { to: '/trainings', title: tc('trainings'), text: t('trainingText') },
  ];
  return (
    <ul className={row ? 'service-cards service-cards-row' : 'service-cards'}>
      {services.map((s) => (
        <li key={s.to}>
          <Link to={s.to} className="service-card card">
            <h3>{s.title}</h3>
            <p>{s.text}</p>
            <span className="text-link" aria-hidden="true">
              {tc('learnMore')} <ArrowRightIcon size={16} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
