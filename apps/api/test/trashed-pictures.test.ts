import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from './harness.ts';
import { expectInvalid, expectProblem } from './helpers.ts';

/**
 * While a record waits in the trash, its pictures that nothing else uses are gone for
 * visitors (404), an admin still sees them, and a restore brings them back.
 */
describe.each(databases)('pictures of trashed records on %s', (kind) => {
  const server = useTestServer(kind);

  const client = async (logo: string) => {
    const res = await server.admin('POST', '/api/clients', { name: 'Acme', image: logo });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const article = async (image: string, inText: string) => {
    const res = await server.admin('POST', '/api/articles', {
      name: 'With pictures',
      description: 'x',
      image,
      content: `<p>Look:</p><img src="/api/files/${inText}?w=640" alt="">`,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const seenBy = async (id: string, admin = false) =>
    (
      await server.app.inject({
        url: `/api/files/${id}?w=320`,
        headers: admin ? { authorization: `Bearer ${server.token}` } : {},
      })
    ).statusCode;

  it('hides a trashed record’s own pictures from visitors until it is restored', async () => {
    const [cover, inText] = [await server.upload(), await server.upload()];
    const id = await article(cover, inText);
    expect(await seenBy(cover)).toBe(200);
    expect((await server.admin('DELETE', `/api/articles/${id}`)).statusCode).toBe(204);
    for (const picture of [cover, inText]) {
      expectProblem(
        await server.app.inject({ url: `/api/files/${picture}` }),
        404,
        'File not found',
      );
      expect(await seenBy(picture, true)).toBe(200);
    }
    const restored = await server.admin('POST', `/api/trash/articles/${id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await seenBy(cover)).toBe(200);
    expect(await seenBy(inText)).toBe(200);
  });

  it('shows a hidden picture again once an admin uses it for another record', async () => {
    const logo = await server.upload();
    const gone = await client(logo);
    expect((await server.admin('DELETE', `/api/clients/${gone}`)).statusCode).toBe(204);
    expect(await seenBy(logo)).toBe(404);
    // A visitor's testimonial may not name it (it would bring it back).
    const testimonial = await server.call('POST', '/api/testimonials', {
      name: 'Aye',
      organization: 'Shwe Co.',
      programs: 'Coaching',
      role: 'Owner',
      differences: 'Clearer plans',
      take_away: 'Delegate',
      photo: logo,
    });
    expectInvalid(testimonial, { photo: 'No such file. Please upload the image again.' });
    expect(await seenBy(logo)).toBe(404);
    await client(logo);
    expect(await seenBy(logo)).toBe(200);
  });

  it('keeps showing a picture another record still uses', async () => {
    const shared = await server.upload();
    const gone = await client(shared);
    await client(shared);
    expect((await server.admin('DELETE', `/api/clients/${gone}`)).statusCode).toBe(204);
    expect(await seenBy(shared)).toBe(200);
  });
});
