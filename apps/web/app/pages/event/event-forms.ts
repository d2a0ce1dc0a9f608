import { island } from '../../startup/island';
// The forms' own styles: they are on screen before their code.
import '../../components/upload/upload.css';
import '../../features/payment-methods/payment-methods.css';

/*
 * The event's forms as islands (startup/island.tsx): their code (checking, the receipt's
 * upload, the draft, the sending again) loads after the rest of the page is hydrated.
 */

export const RegistrationForm = island(() =>
  import('./registration-form').then((module) => module.RegistrationForm),
);

export const WaitlistForm = island(() =>
  import('./waitlist-form').then((module) => module.WaitlistForm),
);
