import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createDatabase, dialects } from '../faults/harness/databases.ts';
import { nextClientAddress } from '../faults/harness/http.ts';
import { type Server, startServer, stopAll } from '../faults/harness/server.ts';

/**
 * The public forms' route actions over HTTP, as a page without scripts posts them (one
 * multipart POST, the picture inside): refused with a 4xx and the spec's message in the
 * visitor's language, nothing stored; accepted, stored once however often the same
 * submission comes; never kept for other visitors. On SQLite, and on PostgreSQL too
 * when TEST_POSTGRES_URL is set.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const ZAWGYI = 'ျမန္မာ'; // "Myanmar" typed with the Zawgyi font encoding
const UNICODE = 'မြန်မာ';

interface Sent {
  status: number;
  headers: Headers;
  html: string;
}

describe.each(dialects)('the public forms’ actions on %s', (dialect) => {
  let database: TestDatabase;
  let site: Server;

  beforeAll(async () => {
    database = await createDatabase(dialect);
    site = await startServer({ name: `forms-${dialect}`, databaseUrl: database.url(), demo: true });
    await site.waitHealthy(90_000);
    await site.waitForLog(/^demo content (not )?added/, 60_000);
  });
  afterAll(async () => {
    await stopAll({ printLogs: false });
    await database.drop();
  });

  async function post(path: string, fields: Record<string, string | Blob>): Promise<Sent> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const response = await fetch(`${site.base}${path}`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
      headers: { 'x-forwarded-for': nextClientAddress() },
    });
    return { status: response.status, headers: response.headers, html: await response.text() };
  }
  const count = async (table: string, name: string) =>
    Number(
      (
        await database.select<{ n: number | string }>(
          `select count(*) as n from ${table} where name = '${name.replace(/'/g, "''")}'`,
        )
      )[0]!.n,
    );
  const region = (html: string, role: 'status' | 'alert') =>
    new RegExp(`role="${role}"[^>]*>([^<]*)`).exec(html)?.[1];

  const appointment = (name: string, more: Record<string, string> = {}) => ({
    name,
    role: 'Director',
    business: 'Golden Teak',
    mode_of_contact: 'Phone',
    contact_information: '09 555 0101',
    appointment_for: 'Team Coaching',
    message: 'Please call me.',
    agree: 'on',
    ...more,
  });
  const testimonial = (name: string) => ({
    name,
    organization: 'Shwe Co.',
    role: 'Founder',
    programs: 'NLP',
    differences: 'We decide faster.',
    take_away: 'Clear goals.',
  });
  const png = () => new File([new Uint8Array(PNG)], 'photo.png', { type: 'image/png' });

  it.each([
    ['/team-coaching', 'en', 'Failed to send message'],
    ['/contact-us?lang=mm', 'mm', 'စာပို့ခြင်း မအောင်မြင်ပါ'],
  ])(
    'refuses an appointment with a field missing (%s): 422, nothing stored',
    async (path, _l, text) => {
      const name = `Missing role ${path}`;
      const answer = await post(path, appointment(name, { role: '' }));
      expect(answer.status).toBe(422);
      expect(region(answer.html, 'alert')).toBe(text);
      // What was typed comes back, to fix.
      expect(answer.html).toContain(`value="${name}"`);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(await count('appointment', name)).toBe(0);
    },
  );

  it('refuses what only the contract catches (a name past its 200 characters): 4xx, nothing stored', async () => {
    const name = 'x'.repeat(201);
    const answer = await post('/trainings', appointment(name));
    expect(answer.status).toBe(422);
    expect(region(answer.html, 'alert')).toBe('Failed to send message');
    expect(await count('appointment', name)).toBe(0);
  });

  it("refuses a checkout the contract would refuse before storing its receipt, beside the field, in the page's language", async () => {
    const [product] = await database.select<{ id: number }>('select id from product order by id');
    const answer = await post(`/shops/checkout/${product!.id}?lang=mm`, {
      name: 'Long address buyer',
      phone_number: '09 555 0101',
      email: `${'k'.repeat(310)}@example.com`,
      address: 'Yangon',
      quantity: '1',
      receipt: png(),
    });
    expect(answer.status).toBe(422);
    expect(answer.html).toContain('စာလုံး 320 လုံးအထိသာ ရေးနိုင်ပါသည်');
    expect(await count('payment', 'Long address buyer')).toBe(0);
  });

  it('refuses a NUL character with a 4xx and stores nothing', async () => {
    const answer = await post('/trainings', appointment('Nul\u0000name'));
    expect(answer.status).toBe(400);
    expect(await database.select(`select id from appointment where name like 'Nul%'`)).toEqual([]);
  });

  it('stores an appointment once, however often it comes; Zawgyi as Unicode', async () => {
    const fields = appointment(`Twice ${ZAWGYI}`);
    const answers = await Promise.all([post('/trainings', fields), post('/trainings', fields)]);
    answers.push(await post('/trainings', fields));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(region(answer.html, 'status')).toBe('Our team will contact you soon!');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(await count('appointment', `Twice ${UNICODE}`)).toBe(1);
    // The answer carried one visitor's message: the page as kept for everyone does not.
    const page = await fetch(`${site.base}/trainings`).then((r) => r.text());
    expect(region(page, 'status')).toBe('');
  });

  it('refuses a testimonial without a photo or with a file that is no picture, in Burmese', async () => {
    const name = 'No photo sharer';
    const none = await post('/testimonial?lang=mm', testimonial(name));
    expect(none.status).toBe(422);
    expect(region(none.html, 'alert')).toBe('ကျေးဇူးပြု၍ ဓာတ်ပုံတစ်ပုံ ရွေးချယ်ပါ');
    const fake = new File(['not a picture'], 'me.png', { type: 'image/png' });
    const bad = await post('/testimonial', { ...testimonial(name), photo: fake });
    expect(bad.status).toBe(415);
    expect(region(bad.html, 'alert')).toBe('Failed to upload photo');
    // A browser cannot put the file back: the visitor is told to choose it again.
    expect(bad.html).toContain('Please choose the picture again before sending.');
    expect(await count('testimonial', name)).toBe(0);
  });

  it('stores a testimonial and its photo once; it waits for approval', async () => {
    const name = 'Photo sharer';
    for (let i = 0; i < 2; i++) {
      const answer = await post('/testimonial', { ...testimonial(name), photo: png() });
      expect(answer.status).toBe(200);
      expect(region(answer.html, 'status')).toBe(
        'Thanks for sharing your transformation. Admin will approve soon!',
      );
    }
    const rows = await database.select<{ photo: string; is_published: unknown }>(
      `select photo, is_published from testimonial where name = '${name}'`,
    );
    expect(rows).toHaveLength(1);
    expect(Boolean(Number(rows[0]!.is_published))).toBe(false);
    expect((await fetch(`${site.base}/api/files/${rows[0]!.photo}`)).status).toBe(200);
  });

  it('answers a reload of a sent testimonial (the fields again, no photo) as sent, and stores it once', async () => {
    const name = 'Reloaded sharer';
    const sent = await post('/testimonial?lang=mm', { ...testimonial(name), photo: png() });
    expect(sent.status).toBe(200);
    // A browser resends a reloaded form's fields but not its file.
    const reload = await post('/testimonial?lang=mm', testimonial(name));
    expect(reload.status).toBe(200);
    expect(region(reload.html, 'status')).toBe(
      'သင့်ပြောင်းလဲမှုကို မျှဝေပေးသည့်အတွက် ကျေးဇူးတင်ပါသည်။ စီမံသူမှ မကြာမီ အတည်ပြုပေးပါမည်!',
    );
    expect(await count('testimonial', name)).toBe(1);
    // Another story without a photo is still refused.
    const other = await post('/testimonial', testimonial(`${name}, another`));
    expect(other.status).toBe(422);
    expect(region(other.html, 'alert')).toBe('Please select a photo');
  });

  it('places an order once at the catalogue’s price, its receipt private, and sends the visitor to the order’s own page', async () => {
    const [product] = await database.select<{ id: number; price: number | string }>(
      'select id, price from product order by id',
    );
    const path = `/shops/checkout/${product!.id}?lang=mm`;
    const order = {
      name: 'Form buyer',
      phone_number: '09 555 0101',
      email: 'buyer@example.com',
      address: 'Yangon',
      quantity: '3',
      // Not a field of the form: the price is the catalogue's whatever a request says.
      amount: '1',
    };
    const refused = await post(path, order);
    expect(refused.status).toBe(422);
    expect(region(refused.html, 'alert')).toBe('ကျေးဇူးပြု၍ ပြေစာကို တင်ပါ။');
    for (let i = 0; i < 2; i++) {
      const placed = await post(path, { ...order, receipt: png() });
      expect(placed.status).toBe(303);
      // The first answer is the order's own page; the second, a repeat of a stored order,
      // says so on the shop.
      expect(placed.headers.get('location')).toMatch(
        i === 0 ? /^\/orders\/[\w-]{32}\?ordered=1&lang=mm$/ : /^\/shops\?ordered=1&lang=mm$/,
      );
    }
    const rows = await database.select<{ amount: number | string; receipt_photo: string }>(
      `select amount, receipt_photo from payment where name = 'Form buyer'`,
    );
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.amount)).toBe(Number(product!.price) * 3);
    expect((await fetch(`${site.base}/api/files/${rows[0]!.receipt_photo}`)).status).toBe(401);
    expect((await post('/shops/checkout/999999', { ...order, receipt: png() })).status).toBe(404);
  });
});
