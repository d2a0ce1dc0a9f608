import { LIMITS } from '@coach/contract/options';
import { AwardLogos, type AwardView } from '../../features/awards/award-logos';
import { PagedSlider } from '../../components/paged-slider';
import { Section } from '../../components/section';
import { coachMessages } from './coach-profile-messages';
import { useT } from '../../i18n/messages';
import type { SlideWindow } from '../../lib/slides';

/**
 * #awarding-body: a slider of 12 a slide when there are 12 or more awards (the server
 * reads one slide at a time), otherwise a grid of them all.
 */
export function AwardsSection({ slides }: { slides: SlideWindow<AwardView> }) {
  const t = useT(coachMessages);
  if (!slides.total) return null;
  return (
    <Section
      id="awarding-body"
      eyebrow={t('awardsEyebrow')}
      title={t('awardsTitle')}
      tone="tint"
      className="section-centered"
    >
      {slides.total >= LIMITS.awardsSliderFrom ? (
        <PagedSlider
          window={slides}
          name="awards"
          anchor="awarding-body"
          label={t('awardsLabel')}
          autoAdvanceMs={LIMITS.sliderIntervalMs}
          renderSlide={(awards) => <AwardLogos awards={awards} />}
        />
      ) : (
        <AwardLogos awards={slides.items} />
      )}
    </Section>
  );
}
