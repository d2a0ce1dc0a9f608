import { type PaymentMethod, PAYMENT_METHODS_MAX } from '@coach/contract';
import { describe, expect, it, vi } from 'vitest';
import { referenceColumns } from '../src/files/file-references.ts';
import { paymentInstructions } from '../src/mail/payment-instructions.ts';
import { databases } from './harness.ts';
import {
  addBookProduct,
  count,
  expectInvalid,
  expectProblem,
  expectSweptOnceUnused,
  rows,
  signedInEditor,
} from './helpers.ts';
import { useMailingServer } from './mailing-server.ts';
import { paymentBody, placeOrder } from './payloads.ts';
import { startTwoInstances } from './two-instances.ts';
import { ZAWGYI, UNICODE } from './burmese-words.ts';

// An editor signs in (scrypt, slow on purpose) and mail goes through a real SMTP server.
vi.setConfig({ testTimeout: 60_000 });

const BANK = {
  name: 'KBZ Bank',
  name_mm: 'ကမ္ဘောဇဘဏ်',
  account_name: 'Daw Khin Myat Noe',
  account_number: '0123 4567 8901 2345',
  note: 'Any branch, or mobile banking.',
  note_mm: 'မည်သည့်ဘဏ်ခွဲမှမဆို လွှဲနိုင်ပါသည်။',
};
const WALLET = { name: 'KBZPay', account_number: '09 450 123 456' };

/** A method as the API answers it: every field, null where not given. */
const answered = (method: Partial<PaymentMethod>): PaymentMethod =>
  ({
    name_mm: null,
    account_name: null,
    note: null,
    note_mm: null,
    qr_image: null,
    ...method,
  }) as PaymentMethod;

describe('the plain-text lines of the emails', () => {
  const methods = [answered(BANK), answered({ ...WALLET, note: 'Scan the code\nin the app.' })];

  it('names the amount, the reference and every account, in English', () => {
    expect(paymentInstructions(methods, 'en', { amount: '30,000 MMK', reference: '#7' })).toEqual([
      'How to pay',
      'Transfer the amount to one of these accounts:',
      'Amount to transfer: 30,000 MMK',
      'Reference to write with the transfer: #7',
      '',
      'KBZ Bank',
      '  Account name: Daw Khin Myat Noe',
      '  Account number: 0123 4567 8901 2345',
      '  Any branch, or mobile banking.',
      '',
      'KBZPay',
      '  Account number: 09 450 123 456',
      '  Scan the code',
      '  in the app.',
    ]);
  });

  it('in Burmese: the Burmese names and notes, the account number as the bank writes it', () => {
    const lines = paymentInstructions(methods, 'mm', { amount: '၃၀,၀၀၀ ကျပ်' });
    expect(lines).toContain('လွှဲရမည့် ငွေပမာဏ: ၃၀,၀၀၀ ကျပ်');
    expect(lines).toContain('ကမ္ဘောဇဘဏ်');
    expect(lines).toContain('  အကောင့်နံပါတ်: 0123 4567 8901 2345');
    expect(lines).toContain('  မည်သည့်ဘဏ်ခွဲမှမဆို လွှဲနိုင်ပါသည်။');
    // The wallet has no Burmese name or note: the English ones stand in for the name only.
    expect(lines).toContain('KBZPay');
    expect(lines.some((line) => line.includes('Reference'))).toBe(false);
  });

  it('is empty without methods', () => {
    expect(paymentInstructions([], 'en', { amount: '1 MMK' })).toEqual([]);
  });

  it("counts the QR images among the site's file references", () => {
    expect(referenceColumns().refs).toContainEqual(
      expect.objectContaining({ table: 'payment_method', column: 'qr_image' }),
    );
  });
});

describe.each(databases)('payment methods on %s', (kind) => {
  const { server, smtp } = useMailingServer(kind);

  const put = (body: unknown) => server.admin('PUT', '/api/payment_methods', body);
  const stored = async () => (await server.call('GET', '/api/payment_methods')).json();

  it('answers an empty list before any save, to anyone', async () => {
    const res = await server.call('GET', '/api/payment_methods');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('an owner saves the list; everyone reads it in its order, and the save is in the audit log', async () => {
    const qr = await server.upload();
    const res = await put([BANK, { ...WALLET, qr_image: qr }]);
    expect(res.statusCode, res.body).toBe(200);
    const expected = [answered(BANK), answered({ ...WALLET, qr_image: qr })];
    expect(res.json()).toEqual(expected);
    expect(await stored()).toEqual(expected);

    const audit = await server.admin('GET', '/api/audit?resource=payment_methods&limit=5');
    expect(audit.json()[0]).toMatchObject({
      action: 'settings',
      resource: 'payment_methods',
      username: 'admin',
      detail: {
        count: 2,
        fields: [
          'name',
          'name_mm',
          'account_name',
          'account_number',
          'note',
          'note_mm',
          'qr_image',
        ],
      },
    });

    // Reordered: the list is answered in the new order; one field changed is one named.
    const swapped = await put([
      { ...WALLET, qr_image: qr },
      { ...BANK, note: 'Changed' },
    ]);
    expect(swapped.json().map((m: PaymentMethod) => m.name)).toEqual(['KBZPay', 'KBZ Bank']);
  });

  it('stores what is typed clean: trimmed, blanks as null, Zawgyi as Unicode, Burmese digits of a number as ASCII', async () => {
    const res = await put([
      {
        name: '  AYA Bank ',
        name_mm: ZAWGYI,
        account_name: '',
        account_number: '၀၉ ၄၅၀ ၁၂၃ ၄၅၆',
        note: '   ',
        qr_image: '',
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored()).toEqual([
      answered({ name: 'AYA Bank', name_mm: UNICODE, account_number: '09 450 123 456' }),
    ]);
  });

  it('keeps hostile text as text: it is data for the pages, which escape it', async () => {
    const hostile = '<img src=x onerror="window.__xss=1"><script>alert(1)</script>';
    const res = await put([{ name: hostile, account_number: '1234', note: hostile }]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored())[0]).toMatchObject({ name: hostile, note: hostile });
  });

  it('refuses a visitor (401) and an editor (403), and changes nothing', async () => {
    await put([BANK]);
    expectProblem(await server.call('PUT', '/api/payment_methods', [WALLET]), 401);
    const editor = await signedInEditor(server, 'assistant');
    expectProblem(
      await editor('PUT', '/api/payment_methods', [WALLET]),
      403,
      'Only an owner of the site may do this.',
    );
    // An editor still reads them, as everyone does.
    expect((await editor('GET', '/api/payment_methods')).json()).toEqual([answered(BANK)]);
    expect(await stored()).toEqual([answered(BANK)]);
  });

  describe('refuses a bad list with a 422 naming each field, and changes nothing', () => {
    const tooLong = 'x'.repeat(81);
    it.each([
      [
        'a method without name or account number',
        [BANK, { note: 'x' }],
        {
          '1.name': 'Required',
          '1.account_number': 'Required',
        },
      ],
      [
        'blank required fields',
        [{ name: ' ', account_number: '' }],
        {
          '0.name': 'Required',
          '0.account_number': 'Required',
        },
      ],
      [
        'a name too long',
        [{ ...BANK, name: tooLong }],
        {
          '0.name': 'Must be at most 80 characters',
        },
      ],
      [
        'an account number that is not one',
        [{ ...BANK, account_number: 'call me' }],
        {
          '0.account_number':
            'Digits, with spaces, hyphens or letters between them, as the bank writes the number',
        },
      ],
      [
        'a field of the wrong type',
        [{ ...BANK, note: { text: 'x' } }],
        {
          '0.note': 'Must be text',
        },
      ],
      ['an object instead of a list', BANK, { body: 'Must be a list of payment methods' }],
      [
        'a list of numbers',
        [1, 2],
        { '0': 'Each payment method must be an object with its fields' },
      ],
      [
        `more than ${PAYMENT_METHODS_MAX} methods`,
        Array.from({ length: PAYMENT_METHODS_MAX + 1 }, () => WALLET),
        { body: `At most ${PAYMENT_METHODS_MAX} payment methods` },
      ],
    ])('%s', async (_name, body, fields) => {
      await put([BANK]);
      const before = await count(server, 'audit_entry');
      const res = await put(body);
      expectInvalid(res, fields);
      expect(await stored()).toEqual([answered(BANK)]);
      expect(await count(server, 'audit_entry')).toBe(before);
    });
  });

  it('refuses a QR image that is not a public upload (unknown, or an order receipt), naming the field', async () => {
    await put([BANK]);
    expectInvalid(await put([BANK, { ...WALLET, qr_image: 'no-such-file' }]), {
      '1.qr_image': 'No such file. Please upload the image again.',
    });
    await addBookProduct(server);
    const receipt = await server.upload();
    const order = await server.call('POST', '/api/payments', paymentBody(receipt));
    expect(order.statusCode, order.body).toBe(201);
    await smtp.waitFor(1); // its confirmation, so that it is not taken for a later test's
    expectInvalid(await put([{ ...WALLET, qr_image: receipt }]), {
      '0.qr_image': 'No such file. Please upload the image again.',
    });
    expect(await stored()).toEqual([answered(BANK)]);
    // The QR image of a saved method is public, with a year-long cache like any picture.
    const qr = await server.upload();
    await put([{ ...WALLET, qr_image: qr }]);
    const image = await server.call('GET', `/api/files/${qr}?w=320`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toMatch(/public/);
  });

  it('an empty list removes every method', async () => {
    await put([BANK, WALLET]);
    const res = await put([]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([]);
    expect(await rows(server, 'payment_method')).toEqual([]);
  });

  it('keeps a QR image in use through the sweep of unused uploads, and lets it go once unused', async () => {
    const qr = await server.upload();
    await expectSweptOnceUnused(
      server,
      qr,
      () => put([{ ...WALLET, qr_image: qr }]),
      () => put([WALLET]),
    );
  });

  it('a save changes the version the kept pages depend on', async () => {
    const before = await server.services.versions.site();
    await put([BANK]);
    expect(await server.services.versions.site()).not.toBe(before);
  });

  it("the confirmation of an order, which comes with its receipt, says what happens next and asks for no payment, in the customer's language", async () => {
    const qr = await server.upload();
    await put([BANK, { ...WALLET, qr_image: qr }]);
    await addBookProduct(server);
    const en = await placeOrder(server);
    expect(en.statusCode, en.body).toBe(201);
    const [english] = await smtp.waitFor(1);
    expect(english!.text).toContain(
      [
        'What happens next',
        '1. We check your transfer against the receipt you sent: there is nothing more to pay.',
        '2. We email you as soon as the payment is confirmed, or if anything is missing.',
        '3. We prepare your order and tell you when it is on its way.',
      ].join('\n'),
    );
    for (const asking of ['How to pay', 'Transfer the amount', 'Reference to write', 'KBZ Bank'])
      expect(english!.text).not.toContain(asking);
    smtp.received.length = 0;

    const mm = await placeOrder(server, { language: 'mm', email: 'mm@example.com', quantity: 2 });
    expect(mm.statusCode, mm.body).toBe(201);
    const [burmese] = await smtp.waitFor(1);
    expect(burmese!.text).toContain('နောက်ထပ် ဖြစ်မည့်အဆင့်များ');
    expect(burmese!.text).toContain('၁။ သင်ပို့ထားသော ပြေစာဖြင့် ငွေလွှဲမှုကို စစ်ဆေးပါမည်။');
    expect(burmese!.text).toMatch(/ကျသင့်ငွေ: ၃၀,၀၀၀ ကျပ်/);
    for (const asking of ['ငွေပေးချေနည်း', 'လွှဲရမည့် ငွေပမာဏ', 'ကမ္ဘောဇဘဏ်'])
      expect(burmese!.text).not.toContain(asking);
  });

  it("a rejected order's email says how to pay again: the amount, the reference, the accounts", async () => {
    await put([BANK, WALLET]);
    await addBookProduct(server);
    for (const [language, email] of [
      ['en', 'again-en@example.com'],
      ['mm', 'again-mm@example.com'],
    ] as const) {
      const made = await placeOrder(server, { language, email });
      expect(made.statusCode, made.body).toBe(201);
      const { id, reference } = made.json() as { id: number; reference: string };
      await smtp.waitForTo(email, 1);
      const moved = await server.admin('PUT', `/api/payments/${id}/status`, {
        status: 'rejected',
        reason: 'The amount is short.',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const [, rejected] = await smtp.waitForTo(email, 2);
      if (language === 'en') {
        expect(rejected!.text).toContain(
          [
            'How to pay',
            'Transfer the amount to one of these accounts:',
            'Amount to transfer: 15,000 MMK',
            `Reference to write with the transfer: ${reference}`,
            '',
            'KBZ Bank',
            '  Account name: Daw Khin Myat Noe',
            '  Account number: 0123 4567 8901 2345',
          ].join('\n'),
        );
        expect(rejected!.text).toContain('KBZPay\n  Account number: 09 450 123 456');
      } else {
        expect(rejected!.text).toContain('ငွေပေးချေနည်း');
        expect(rejected!.text).toContain('လွှဲရမည့် ငွေပမာဏ: ၁၅,၀၀၀ ကျပ်');
        expect(rejected!.text).toContain('ကမ္ဘောဇဘဏ်\n  အကောင့်အမည်: Daw Khin Myat Noe');
      }
    }
  });

  it('sends the confirmation with what happens next when no method is set', async () => {
    await put([]);
    await addBookProduct(server);
    const res = await placeOrder(server, { email: 'plain@example.com' });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.text).toContain(`Reference: ${res.json().reference}`);
    expect(mail!.text).not.toContain('How to pay');
  });
});

describe.each(databases)('payment methods saved on one instance, on %s', (kind) => {
  it("change the other instance's site version on its next read", async () => {
    const { a, b, close } = await startTwoInstances(kind);
    try {
      const before = await b.services.versions.site();
      await a.services.paymentMethods.replace([WALLET]);
      expect(await b.services.versions.site()).not.toBe(before);
      expect(await b.services.paymentMethods.list()).toEqual([answered(WALLET)]);
    } finally {
      await close();
    }
  });
});
