import { LIMITS, PAGE_SIZES } from '@coach/contract/options';
import { AwardLogos, type AwardView } from '../../../components/award-logos';
import { Section } from '../../../components/section';
import { chunk } from '../../../components/slider-index';
import { Slider } from '../../../components/slider';
import { coachMessages } from '../../../i18n/coach-profile';
import { useT } from '../../../i18n/messages';

/** #awarding-body: a slider of 12 a slide when there are 12 or more awards, otherwise a grid. */
export function AwardsSection({ awards }: { awards: AwardView[] }) {
  const t = useT(coachMessages);
  if (!awards.length) return null;
  return (
    <Section
      id="awarding-body"
      eyebrow={t('awardsEyebrow')}
      title={t('awardsTitle')}
      tone="tint"
      className="section-centered"
    >
      {awards.length >= LIMITS.awardsSliderFrom ? (
        <Slider
          label={t('awardsLabel')}
          autoAdvanceMs={LIMITS.sliderIntervalMs}
          slides={chunk(awards, PAGE_SIZES.slider).map((group, i) => (
            <AwardLogos key={i} awards={group} />
          ))}
        />
      ) : (
        <AwardLogos awards={awards} />
      )}
    </Section>
  );
}
