import { describe, expect, it } from 'vitest';
import { eventJsonLd } from './event-json-ld';
import { siteInfo } from '../../lib/site';
import { organizationJsonLd, personJsonLd, productJsonLd } from './json-ld';

/**
 * The JSON-LD the pages emit, checked against what schema.org and search engines' rich
 * results ask of each type: the required properties, the recommended ones we can give,
 * and the type of each value (ISO 8601 dates, absolute URLs, numbers, nested types).
 */
type Node = Record<string, unknown>;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const absoluteUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^\s]+$/.test(v);
const nonEmpty = (v: unknown) => typeof v === 'string' && v.trim() !== '';
/** A node as plain data, to read its properties. */
const asNode = (value: object) => value as unknown as Node;
const ofType = (type: string) => (v: unknown) => (v as Node | null)?.['@type'] === type;
const urls = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every(absoluteUrl);

const RULES: Record<
  string,
  {
    required: Record<string, (v: unknown) => boolean>;
    recommended: Record<string, (v: unknown) => boolean>;
  }
> = {
  Event: {
    required: {
      name: nonEmpty,
      startDate: (v) => typeof v === 'string' && ISO_DATE_TIME.test(v),
      location: (v) => ofType('Place')(v) && nonEmpty((v as Node).address),
    },
    recommended: {
      endDate: (v) => typeof v === 'string' && ISO_DATE_TIME.test(v),
      description: nonEmpty,
      image: urls,
      url: absoluteUrl,
      eventStatus: (v) => v === 'https://schema.org/EventScheduled',
      organizer: (v) => ofType('Organization')(v) && absoluteUrl((v as Node).url),
      performer: ofType('Person'),
    },
  },
  Product: {
    required: {
      name: nonEmpty,
      offers: (v) =>
        ofType('Offer')(v) &&
        typeof (v as Node).price === 'number' &&
        /^[A-Z]{3}$/.test(String((v as Node).priceCurrency)),
    },
    recommended: { description: nonEmpty, image: urls, url: absoluteUrl },
  },
  Person: {
    required: { name: nonEmpty },
    recommended: {
      url: absoluteUrl,
      image: absoluteUrl,
      jobTitle: nonEmpty,
      sameAs: urls,
      worksFor: ofType('Organization'),
    },
  },
  Organization: {
    required: { name: nonEmpty, url: absoluteUrl },
    recommended: { sameAs: urls, email: nonEmpty, telephone: nonEmpty },
  },
};

/** The properties of a node that break its type's rules (JSON round trip: what the page holds). */
function problems(node: object): string[] {
  const data = JSON.parse(JSON.stringify(node)) as Node;
  if (data['@context'] !== 'https://schema.org') return ['@context'];
  const rules = RULES[data['@type'] as string];
  if (!rules) return ['@type'];
  return Object.entries({ ...rules.required, ...rules.recommended })
    .filter(([key, valid]) => !valid(data[key]))
    .map(([key]) => key);
}

const ORIGIN = 'https://coach.example';
const site = siteInfo({
  coachName: 'Mung',
  businessName: 'Mung Coaching',
  mainEmail: 'hello@coach.example',
  mainPhoneNumber: '+95 9 123 456',
  facebookUrl: 'https://facebook.com/mung',
  linkedinUrl: 'https://linkedin.com/in/mung',
});

const event = {
  name: 'Leadership Day',
  description: 'A day on leading teams',
  location: 'Sule Shangri-La, Yangon',
  trainer: 'Mung',
  image: 'abc123',
  startsAt: '2026-12-05T02:30:00.000Z',
  endsAt: '2026-12-05T10:30:00.000Z',
};

describe('JSON-LD', () => {
  it('describes a dated event as a schema.org Event', () => {
    const data = eventJsonLd(event, {
      origin: ORIGIN,
      pageUrl: `${ORIGIN}/#events`,
      organizer: 'Mung Coaching',
    });
    expect(problems(data)).toEqual([]);
    expect(data).toMatchObject({ startDate: event.startsAt, endDate: event.endsAt });
  });

  it("gives an event its own page's address, where it is described and sold", () => {
    const data = eventJsonLd(event, {
      origin: ORIGIN,
      pageUrl: `${ORIGIN}/events/7`,
      organizer: 'x',
    });
    expect(asNode(data).url).toBe(`${ORIGIN}/events/7`);
  });

  it('describes a product with its offer: price and ISO 4217 currency', () => {
    const product = {
      id: 7,
      heading: 'NLP Practitioner',
      description: 'Six days',
      price: 450000,
      currency: 'mmk',
      shippingType: 'free' as never,
      type: 'image' as const,
      videoLink: '',
      image: 'p1',
    };
    const data = productJsonLd(product, {
      origin: ORIGIN,
      url: `${ORIGIN}/shops#nlp`,
      seller: 'Mung Coaching',
    });
    expect(problems(data)).toEqual([]);
    expect(asNode(data).offers).toMatchObject({ price: 450000, priceCurrency: 'MMK' });
    // Words rather than a code: no offer rather than a wrong one.
    const words = productJsonLd(
      { ...product, currency: 'Kyats' },
      { origin: ORIGIN, url: ORIGIN, seller: '' },
    );
    expect(asNode(words).offers).toBeUndefined();
  });

  it('describes the coach as a Person and the business as an Organization with its social links', () => {
    const person = personJsonLd(site, {
      origin: ORIGIN,
      url: `${ORIGIN}/meet-mung`,
      image: 'banner1',
      jobTitle: 'Business coach and trainer',
    });
    expect(problems(person)).toEqual([]);
    const organization = organizationJsonLd(site, { origin: ORIGIN });
    expect(problems(organization)).toEqual([]);
    expect(asNode(organization).sameAs).toEqual([
      'https://facebook.com/mung',
      'https://linkedin.com/in/mung',
    ]);
  });

  it('leaves out sameAs when no social link is set, rather than an empty list', () => {
    const bare = organizationJsonLd(siteInfo({}), { origin: ORIGIN });
    expect(asNode(bare).sameAs).toBeUndefined();
  });
});
