import { LIMITS } from '@coach/contract/options';
import { AwardLogos, type AwardView } from '../../features/awards/award-logos';
import { PagedSlider } from '../../components/paged-slider';
import type { SlideWindow } from '../../lib/slides';

/** The awards, 12 a slide, turning by themselves (the island of awards-section.tsx). */
export function AwardSlider({ slides, label }: { slides: SlideWindow<AwardView>; label: string }) {
  return (
    <PagedSlider
      window={slides}
      name="awards"
      anchor="awarding-body"
      label={label}
      autoAdvanceMs={LIMITS.sliderIntervalMs}
      renderSlide={(awards) => <AwardLogos awards={awards} />}
    />
  );
}
