import { FROM_PARAM } from '@coach/contract/booking';
import type { AppLoadContext } from 'react-router';

/**
 * The free times a page's form lists: the page of days its address asks for
 * (`?from=`, the form's "Later dates" link), from today without one.
 */
export const bookingOffer = (context: AppLoadContext, request: Request) =>
  context.bookings.offer(new URL(request.url).searchParams.get(FROM_PARAM));
