import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, ensureSiteSettings } from '../src/index.ts';
import { databases, useTestServer } from './harness.ts';

/** The colour and constant rows every start makes, since the back office can only edit them. */
describe.each(databases)('site settings at start-up on %s', (kind) => {
  const server = useTestServer(kind);

  const list = async (path: string) => (await server.call('GET', path)).json();

  it('adds only the missing colours and constants, once', async () => {
    await server.database.db
      .insertInto('color')
      .values({ name: '#000000', type: 'primary', created: new Date().toISOString() })
      .execute();
    expect(await ensureSiteSettings(server.services)).toEqual([
      'secondary colour',
      'tertiary colour',
      'mainPhoneNumber',
      'mainEmail',
    ]);
    expect(await ensureSiteSettings(server.services)).toEqual([]);
    expect(await list('/api/colors')).toMatchObject([
      { type: 'primary', name: '#000000' },
      { type: 'secondary', name: DEFAULT_THEME.secondary },
      { type: 'tertiary', name: DEFAULT_THEME.tertiary },
    ]);
    expect(await list('/api/constants')).toMatchObject([
      { name: 'mainPhoneNumber', value: '' },
      { name: 'mainEmail', value: '' },
    ]);
  });

  it("keeps an admin's edits on later starts", async () => {
    const [phone] = await list('/api/constants');
    const edited = await server.admin('PUT', `/api/constants/${phone.id}`, {
      value: '+95 9 111 222 333',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const before = await list('/api/constants');

    expect(await ensureSiteSettings(server.services)).toEqual([]);
    expect(await list('/api/constants')).toEqual(before);
    expect(before[0]).toMatchObject({ value: '+95 9 111 222 333' });
  });
});
