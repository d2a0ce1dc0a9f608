import type {
  CustomerOrder,
  CustomerOrders,
  PageOutcome,
  PublicSubmissions,
  Services,
  SiteContent,
  VisitorBookings,
  VisitorRegistrationPage,
  VisitorRegistrations,
  VisitorOffers,
  WaitlistOffer,
} from '@coach/api';

/**
 * What the server hands every route loader: read-only access to the content as a visitor
 * sees it (the same service functions the API calls, no HTTP to ourselves). The back
 * office is rendered in the browser and talks to /api with its token, so no loader ever
 * reads as an admin. This file is the only place web code names an API type.
 */
export interface SiteContext {
  content: SiteContent;
  /**
   * The write side for the public forms' route actions: the visitors' appointments,
   * testimonials and orders, stored by the same service calls as the API's.
   */
  submissions: Pick<PublicSubmissions, 'fromPage' | 'storedWithPicture'>;
  /** A customer's private order page: the order by its token, and a new receipt. */
  orders: CustomerOrders;
  /** A waiting-list offer's private claim page: the offer by its token, and its claim. */
  offers: VisitorOffers;
  /**
   * Booking a time: what the pages' forms offer, and a visitor's private page of their
   * appointment by its token, with its cancel and move.
   */
  bookings: VisitorBookings;
  /**
   * A visitor's private page of their registration for an event: by its token (with the
   * ticket's QR code), a new receipt and the cancel.
   */
  registrations: VisitorRegistrations;
  /**
   * The site's search as a visitor uses it (/search): the hits of one page, and the
   * owner's count of a search made (apps/api/src/search/).
   */
  search: {
    search: Services['search']['search'];
    count: Services['search']['counts']['count'];
  };
  /**
   * The email list's public side (issue 44): a sign-up from a page's form, and what the
   * confirmation and unsubscribe links' pages read and send.
   */
  subscribers: Pick<
    Services['subscribers'],
    'signUp' | 'confirm' | 'unsubscribeInfo' | 'unsubscribe' | 'resubscribe'
  >;
  /** Absolute origin for canonical, hreflang, sitemap and Open Graph URLs. */
  publicUrl: string;
  /** The IANA time zone every date on the site is shown in (SITE_TIME_ZONE). */
  timeZone: string;
  /**
   * Hears how many pages list `key` of the page being rendered has (paging.ts
   * `pagesCounter`): the server answers an address past the last page as the last.
   */
  countPages?: (key: string, pages: number) => void;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteContext {}
}

export type { CustomerOrder, PageOutcome, VisitorRegistrationPage, WaitlistOffer };
