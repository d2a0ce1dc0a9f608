import { Link } from 'react-router';
import { ArrowRightIcon } from '../../components/icons';
import { Section, sectionTexts } from '../../components/section';
import { localDigits } from '../../lib/format';
import { useLanguage } from '../../lib/language';
import { useT } from '../../i18n/messages';
import { shopMessages } from './shop-messages';

const LEVELS = [1, 2, 3, 4] as const;

/** The four NLP certification levels the shop sells, from Practitioner to Trainer. */
export function NlpLevels() {
  const t = useT(shopMessages);
  const language = useLanguage();
  return (
    <Section id="nlp-levels" {...sectionTexts(t, 'nlp')} tone="tint">
      <ol className="nlp-levels">
        {LEVELS.map((n) => (
          <li key={n} className="nlp-level card">
            <span className="nlp-level-number" aria-hidden="true">
              {localDigits(n, language)}
            </span>
            <p className="nlp-level-step">{t('nlpLevel', { n: localDigits(n, language) })}</p>
            <h3>{t(`nlp${n}.name`)}</h3>
            <p>{t(`nlp${n}.text`)}</p>
          </li>
        ))}
      </ol>
      <p className="nlp-levels-action">
        <Link to="/trainings#nlp-certification-training" className="text-link">
          {t('nlpAsk')} <ArrowRightIcon size={16} />
        </Link>
      </p>
    </Section>
  );
}
