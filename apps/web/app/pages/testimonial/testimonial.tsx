import type { Route } from './+types/testimonial';
import { PageBanner } from '../../components/page-banner';
import { testimonialAction } from './testimonial-action.server';
import { translator, useT } from '../../i18n/messages';
import { testimonialFormMessages } from './testimonial-form-messages';
import { pageMeta, rootData } from '../../lib/seo';
import './testimonial.css';
// The form's own styles: it is on screen before its code (startup/island.tsx).
import '../../components/upload/upload.css';
import { island } from '../../startup/island';

/** The form's code (checking, the photo's upload, the draft) loads after the page is hydrated. */
const TestimonialForm = island(() =>
  import('./testimonial-form').then((module) => module.TestimonialForm),
);

/** The form posts here, with its photo, with or without scripts. */
export const action = testimonialAction;

export const meta: Route.MetaFunction = (args) => {
  const t = translator(testimonialFormMessages, rootData(args.matches)?.language ?? 'en');
  return pageMeta(args, { title: t('metaTitle'), description: t('metaDescription') });
};

/** /testimonial: the share-your-transformation page with the "Testimonial Form". */
export default function Testimonial() {
  const t = useT(testimonialFormMessages);
  return (
    <>
      <PageBanner eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <section
        className="section section-tint testimonial-page"
        aria-labelledby="testimonial-form-title"
      >
        <div className="container">
          <div className="card form-card testimonial-card">
            <h2 id="testimonial-form-title">{t('formTitle')}</h2>
            <p className="testimonial-intro">{t('formIntro')}</p>
            <TestimonialForm />
          </div>
        </div>
      </section>
    </>
  );
}
