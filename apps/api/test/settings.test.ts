import { BANNER_IMAGES, STAT_IMAGES, STAT_NUMBERS, resources } from '@coach/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestServer } from './harness.ts';
import { ISO_TIMESTAMP, expectInvalid, expectProblem, insertRow, row, rows } from './helpers.ts';
import { statNumbers } from './payloads.ts';

/** Constants and colours (list, read, edit only), stats and banners (one record each). */
describe.each(databases)('settings on %s', (kind) => {
  let image: string;
  // There is no create call for constants and colours: insert them as a start-up would.
  const ids: Record<string, number> = {};
  const server = useTestServer(kind);
  beforeAll(async () => {
    image = await server.upload();
    const created = new Date().toISOString();
    const seeded = [
      ['site_constant', { name: 'mainPhoneNumber', value: '+95 9 111 222 333', created }],
      ['site_constant', { name: 'mainEmail', value: 'hello@example.com', created }],
      ['color', { name: '#1f6feb', type: 'primary', created }],
      ['color', { name: '#ffaa00', type: 'secondary', created }],
      ['color', { name: '#222222', type: 'tertiary', created }],
    ] as const;
    for (const [table, values] of seeded) {
      ids['value' in values ? values.name : values.type] = await insertRow(server, table, values);
    }
  });

  describe('stats and banners before any save', () => {
    it.each([
      ['/api/stats', [...STAT_NUMBERS, ...STAT_IMAGES]],
      ['/api/banners', [...BANNER_IMAGES]],
    ])('GET %s answers every field as null', async (path, fields) => {
      const res = await server.call('GET', path);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(Object.fromEntries(fields.map((f) => [f, null])));
    });
  });

  describe('constants', () => {
    it('lists and reads them for visitors', async () => {
      const list = await server.call('GET', '/api/constants');
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual([
        {
          id: ids.mainPhoneNumber,
          name: 'mainPhoneNumber',
          value: '+95 9 111 222 333',
          created: expect.stringMatching(ISO_TIMESTAMP),
        },
        expect.objectContaining({
          id: ids.mainEmail,
          name: 'mainEmail',
          value: 'hello@example.com',
        }),
      ]);
      const one = await server.call('GET', `/api/constants/${ids.mainEmail}`);
      expect(one.json()).toMatchObject({ name: 'mainEmail', value: 'hello@example.com' });
    });

    it('requires a value', async () => {
      expectInvalid(
        await server.admin('PUT', `/api/constants/${ids.mainPhoneNumber}`, { value: ' ' }),
        {
          value: 'Required',
        },
      );
      expect(await row(server, 'site_constant', ids.mainPhoneNumber)).toMatchObject({
        value: '+95 9 111 222 333',
      });
    });

    it('answers 404 for an unknown constant', async () => {
      expectProblem(
        await server.admin('PUT', '/api/constants/4242', { value: 'x' }),
        404,
        'Constant not found',
      );
    });
  });

  describe('colors', () => {
    it('lists them with their type for visitors', async () => {
      const list = (await server.call('GET', '/api/colors')).json();
      expect(list.map((c: { type: string }) => c.type)).toEqual([
        'primary',
        'secondary',
        'tertiary',
      ]);
      expect(list[0]).toEqual({
        id: ids.primary,
        name: '#1f6feb',
        type: 'primary',
        created: expect.stringMatching(ISO_TIMESTAMP),
      });
      expect((await server.call('GET', `/api/colors/${ids.tertiary}`)).json()).toMatchObject({
        name: '#222222',
      });
    });

    const notHex = 'Must be a hex colour such as #1f6feb';
    it.each([
      ['red', notHex],
      ['#12345', notHex],
      ['#ggg', notHex],
      ['#fff;x:y', notHex],
      ['rgb(0,0,0', notHex],
      ['url(javascript:alert(1))', 'Must be at most 9 characters'],
      ['', 'Required'],
    ])('refuses the non-hex value %j', async (name, message) => {
      const res = await server.admin('PUT', `/api/colors/${ids.tertiary}`, { name });
      expectInvalid(res, { name: message });
      expect(await row(server, 'color', ids.tertiary)).toMatchObject({ name: '#222222' });
    });
  });

  // What the site looks them up by (a constant's name, a colour's type) is fixed: the
  // record stored is what was sent, but for that field, which keeps its first value.
  describe('editing constants and colours', () => {
    it.each([
      {
        slug: 'constants',
        fixed: 'name',
        key: 'mainEmail',
        sent: { name: 'somethingElse', value: 'coach@example.com' },
      },
      {
        slug: 'colors',
        fixed: 'type',
        key: 'secondary',
        sent: { name: '#00AA88', type: 'primary' },
      },
    ] as const)('PUT /api/$slug/{id} edits the value but never the $fixed', async (edit) => {
      const stored = { ...edit.sent, [edit.fixed]: edit.key };
      const res = await server.admin('PUT', `/api/${edit.slug}/${ids[edit.key]}`, edit.sent);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject(stored);
      expect(await row(server, resources[edit.slug].table, ids[edit.key])).toMatchObject(stored);
    });
  });

  describe('no create or delete for constants and colours', () => {
    it.each([
      ['POST', '/api/constants', 'site_constant'],
      ['DELETE', '/api/constants/1', 'site_constant'],
      ['POST', '/api/colors', 'color'],
      ['DELETE', '/api/colors/1', 'color'],
    ] as const)('%s %s answers 404 and changes nothing', async (method, path, table) => {
      const before = await rows(server, table);
      const res = await server.admin(method, path, { name: 'extra', value: 'x', type: 'primary' });
      expectProblem(res, 404, `No such call: ${method} ${path}`);
      expect(await rows(server, table)).toEqual(before);
    });
  });

  describe('stats', () => {
    it('requires all nine numbers', async () => {
      const res = await server.admin('PUT', '/api/stats', { business_coaching_leaders: 5 });
      expectInvalid(
        res,
        Object.fromEntries(
          STAT_NUMBERS.filter((k) => k !== 'business_coaching_leaders').map((k) => [k, 'Required']),
        ),
      );
      expect(await rows(server, 'stats')).toEqual([]);
    });

    it.each([
      ['many', 'Must be a whole number'],
      [1.5, 'Must be a whole number'],
      [-3, 'Cannot be negative'],
    ])('refuses %j as a number', async (value, message) => {
      const res = await server.admin('PUT', '/api/stats', {
        ...statNumbers(),
        team_coaching_count: value,
      });
      expectInvalid(res, { team_coaching_count: message });
      expect(await rows(server, 'stats')).toEqual([]);
    });

    it('saves the numbers with images optional, then an image', async () => {
      const first = await server.admin('PUT', '/api/stats', statNumbers(100));
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({
        ...statNumbers(100),
        ...Object.fromEntries(STAT_IMAGES.map((k) => [k, null])),
      });
      // Numbers sent as form text are numbers too.
      const numbersAsText = Object.fromEntries(
        Object.entries(statNumbers(200)).map(([k, v]) => [k, String(v)]),
      );
      const second = await server.admin('PUT', '/api/stats', {
        ...numbersAsText,
        team_coaching_image: image,
      });
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json()).toMatchObject({ ...statNumbers(200), team_coaching_image: image });
      expect((await server.call('GET', '/api/stats')).json()).toEqual(second.json());
      expect(await rows(server, 'stats')).toHaveLength(1);
    });

    it('refuses an unknown file id and keeps what was saved', async () => {
      const before = (await server.call('GET', '/api/stats')).json();
      const res = await server.admin('PUT', '/api/stats', {
        ...statNumbers(300),
        nlp_certification_training_image: 'no-such-file',
      });
      expectInvalid(res, {
        nlp_certification_training_image: 'No such file. Please upload the image again.',
      });
      expect((await server.call('GET', '/api/stats')).json()).toEqual(before);
    });
  });

  describe('banners', () => {
    it('saves with no images at all (an empty save is refused: test/empty-updates.test.ts)', async () => {
      const none = Object.fromEntries(BANNER_IMAGES.map((k) => [k, null]));
      const res = await server.admin('PUT', '/api/banners', none);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(none);
      // And again, once the record exists.
      expect((await server.admin('PUT', '/api/banners', none)).statusCode).toBe(200);
    });

    it('saves the images sent and keeps the ones left out', async () => {
      const first = await server.admin('PUT', '/api/banners', { home_banner_image: image });
      expect(first.statusCode, first.body).toBe(200);
      const second = await server.admin('PUT', '/api/banners', { trainings_banner_image: image });
      expect(second.json()).toMatchObject({
        home_banner_image: image,
        trainings_banner_image: image,
        mobile_home_banner_image: null,
      });
      expect((await server.call('GET', '/api/banners')).json()).toEqual(second.json());
    });

    it('refuses an unknown file id', async () => {
      const before = (await server.call('GET', '/api/banners')).json();
      const res = await server.admin('PUT', '/api/banners', {
        meet_mung_banner_image: 'missing-id',
      });
      expectInvalid(res, {
        meet_mung_banner_image: 'No such file. Please upload the image again.',
      });
      expect((await server.call('GET', '/api/banners')).json()).toEqual(before);
    });
  });
});
