import { LIMITS } from '@coach/contract/options';
import { AwardLogos, type AwardView } from '../../features/awards/award-logos';
import { Section } from '../../components/section';
import { coachMessages } from './coach-profile-messages';
import { useT } from '../../i18n/messages';
import type { SlideWindow } from '../../lib/slides';
import { island } from '../../startup/island';

/**
 * The slider's code (its slides, swipes and turning) loads after the rest of the page is
 * hydrated (startup/island.tsx); until then its arrows are links to the next slide.
 */
const AwardSlider = island(() => import('./award-slider').then((module) => module.AwardSlider));

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
        <AwardSlider slides={slides} label={t('awardsLabel')} />
      ) : (
        <AwardLogos awards={slides.items} />
      )}
    </Section>
  );
}
