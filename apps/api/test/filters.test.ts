import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestServer } from './harness.ts';
import { expectInvalid, setCreated } from './helpers.ts';
import { appointmentBody, caseFor, makeRefs, paymentBody, testimonialBody } from './payloads.ts';

/**
 * The back-office list filters. Four submissions per list, moved to known dates:
 * dates are inclusive days on `created`, names match as case-insensitive substrings.
 */
const PEOPLE = [
  {
    name: 'Aung Aung',
    created: '2024-03-01T00:00:00.000Z',
    flag: false,
    product: 'The Coach Handbook',
  },
  {
    name: 'Thandar Hlaing',
    created: '2024-03-15T23:59:59.999Z',
    flag: true,
    product: 'Leadership Journal',
  },
  {
    name: 'aung min',
    created: '2024-03-16T00:00:00.000Z',
    flag: true,
    product: 'The Coach Handbook',
  },
  {
    name: 'Zaw 100%',
    created: '2024-02-10T12:00:00.000Z',
    flag: false,
    product: 'Leadership Journal',
  },
];
const ALL = ['aung min', 'Thandar Hlaing', 'Aung Aung', 'Zaw 100%']; // newest first

const sharedCases: [query: string, names: string[]][] = [
  ['', ALL],
  ['start_date=2024-03-15', ['aung min', 'Thandar Hlaing']],
  ['end_date=2024-03-15', ['Thandar Hlaing', 'Aung Aung', 'Zaw 100%']],
  ['start_date=2024-03-01&end_date=2024-03-15', ['Thandar Hlaing', 'Aung Aung']],
  ['start_date=2024-03-16&end_date=2024-03-16', ['aung min']],
  ['end_date=2024-02-28', ['Zaw 100%']],
  ['start_date=2024-04-01', []],
  ['customer_name=AUNG', ['aung min', 'Aung Aung']],
  ['customer_name=hlaing', ['Thandar Hlaing']],
  ['customer_name=%25', ['Zaw 100%']],
  ['customer_name=_', []],
  ['customer_name=aung&start_date=2024-03-02', ['aung min']],
  // Days in the viewer's time zone: in Yangon (UTC+6:30) both late-UTC rows fall on the 16th.
  ['start_date=2024-03-16&end_date=2024-03-16&tz_offset=-390', ['aung min', 'Thandar Hlaing']],
  ['end_date=2024-02-29&tz_offset=-390', ['Zaw 100%']],
  // Five hours behind UTC, the first of March began at 05:00 UTC.
  ['start_date=2024-03-01&tz_offset=300', ['aung min', 'Thandar Hlaing']],
];

const lists = [
  { slug: 'appointments', table: 'appointment', flag: 'resolved', flagColumn: 'resolved' },
  { slug: 'payments', table: 'payment', flag: 'resolved', flagColumn: 'resolved' },
  {
    slug: 'testimonials',
    table: 'testimonial',
    flag: 'publish_status',
    flagColumn: 'is_published',
  },
] as const;

describe.each(databases)('list filters on %s', (kind) => {
  const server = useTestServer(kind);
  beforeAll(async () => {
    const photo = await server.upload();
    // A receipt is a fresh upload of its own for each order (it becomes private).
    const receipts = await Promise.all(PEOPLE.map(() => server.upload()));
    for (const heading of ['The Coach Handbook', 'Leadership Journal']) {
      await server.admin('POST', '/api/products', {
        heading,
        description: 'x',
        type: 'image',
        price: 1000,
      });
    }
    const bodies = {
      appointments: (p: (typeof PEOPLE)[number]) => [
        '/api/appointment',
        appointmentBody({ name: p.name }),
      ],
      payments: (p: (typeof PEOPLE)[number]) => [
        '/api/payments',
        paymentBody(receipts[PEOPLE.indexOf(p)]!, { name: p.name, product_name: p.product }),
      ],
      testimonials: (p: (typeof PEOPLE)[number]) => [
        '/api/testimonials',
        testimonialBody(photo, { name: p.name }),
      ],
    } as const;
    for (const list of lists) {
      for (const person of PEOPLE) {
        const [path, body] = bodies[list.slug](person);
        const res = await server.call('POST', path as string, body);
        expect(res.statusCode, res.body).toBe(201);
        const id = res.json().id as number;
        await setCreated(server, list.table, id, person.created);
        const flag = server.database.dialect === 'sqlite' ? Number(person.flag) : person.flag;
        await server.database.db
          .updateTable(list.table)
          .set({ [list.flagColumn]: flag })
          .where('id', '=', id)
          .execute();
      }
    }
  });

  const names = async (url: string) => {
    const res = await server.admin('GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().map((r: { name: string }) => r.name);
  };

  describe.each(lists)('$slug', ({ slug, flag }) => {
    it.each(sharedCases)('?%s', async (query, expected) => {
      expect(await names(`/api/${slug}?${query}`)).toEqual(expected);
    });

    it.each([
      [`${flag}=true`, ['aung min', 'Thandar Hlaing']],
      [`${flag}=false`, ['Aung Aung', 'Zaw 100%']],
      [`${flag}=`, ALL],
      [`${flag}=true&customer_name=aung`, ['aung min']],
    ])('?%s', async (query, expected) => {
      expect(await names(`/api/${slug}?${query}`)).toEqual(expected);
    });

    it.each([
      ['start_date=yesterday', 'start_date', 'Must be a date (YYYY-MM-DD)'],
      ['end_date=2024-02-30', 'end_date', 'Must be a date (YYYY-MM-DD)'],
      ['start_date=2024-13-01', 'start_date', 'Must be a date (YYYY-MM-DD)'],
      [`${flag}=maybe`, flag, 'Must be true or false'],
      [
        'start_date=2024-03-01&tz_offset=Asia/Yangon',
        'tz_offset',
        'Must be a time zone offset in minutes',
      ],
      [
        'start_date=2024-03-01&tz_offset=2000',
        'tz_offset',
        'Must be a time zone offset in minutes',
      ],
    ])('refuses ?%s', async (query, field, message) => {
      expectInvalid(await server.admin('GET', `/api/${slug}?${query}`), { [field]: message });
    });
  });

  it.each([
    ['product_name=handbook', ['aung min', 'Aung Aung']],
    ['product_name=JOURNAL', ['Thandar Hlaing', 'Zaw 100%']],
    ['product_name=journal&resolved=true', ['Thandar Hlaing']],
    ['product_name=journal&end_date=2024-02-10', ['Zaw 100%']],
    ['product_name=ebook', []],
  ])('payments ?%s', async (query, expected) => {
    expect(await names(`/api/payments?${query}`)).toEqual(expected);
  });

  describe.each(['articles', 'blog_videos', 'press'] as const)('%s publish_status', (slug) => {
    let published: string;
    let draft: string;
    beforeAll(async () => {
      const refs = await makeRefs(server);
      const c = caseFor(slug);
      published = `${slug} published`;
      draft = `${slug} draft`;
      for (const [name, is_published] of [
        [published, true],
        [draft, false],
      ] as const) {
        const res = await server.admin('POST', `/api/${slug}`, {
          ...c.full(refs),
          name,
          is_published,
        });
        expect(res.statusCode, res.body).toBe(201);
      }
    });

    it.each([
      ['publish_status=true', () => [published]],
      ['publish_status=false', () => [draft]],
      ['is_published=false', () => [draft]],
    ])('?%s for the admin', async (query, expected) => {
      const found = (await names(`/api/${slug}?${query}`)).filter((n: string) =>
        n.startsWith(slug),
      );
      expect(found).toEqual(expected());
    });

    it('no filter shows the admin both', async () => {
      const found = (await names(`/api/${slug}?publish_status=`)).filter((n: string) =>
        n.startsWith(slug),
      );
      expect(found.sort()).toEqual([draft, published].sort());
    });
  });

  describe('quotes is_featured', () => {
    const ids: Record<'featured' | 'plain', number[]> = { featured: [], plain: [] };
    beforeAll(async () => {
      const refs = await makeRefs(server);
      for (const is_featured of [true, false, true]) {
        const res = await server.admin('POST', '/api/quotes', {
          ...caseFor('quotes').full(refs),
          is_featured,
        });
        expect(res.statusCode, res.body).toBe(201);
        ids[is_featured ? 'featured' : 'plain'].push(res.json().id);
      }
    });
    // A visitor asks too: the public /blogs page reads its featured quote this way.
    const quoteIds = async (query: string) => {
      const res = await server.call('GET', `/api/quotes?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { id: number }[]).map((q) => q.id);
    };

    it('?is_featured=true lists only featured quotes, newest first', async () => {
      expect(await quoteIds('is_featured=true')).toEqual([...ids.featured].reverse());
    });
    it('?is_featured=false leaves them out', async () => {
      const found = await quoteIds('is_featured=false');
      expect(found).toEqual(expect.arrayContaining(ids.plain));
      expect(found.some((id) => ids.featured.includes(id))).toBe(false);
    });
    it('refuses ?is_featured=maybe', async () => {
      expectInvalid(await server.call('GET', '/api/quotes?is_featured=maybe'), {
        is_featured: 'Must be true or false',
      });
    });
  });
});
