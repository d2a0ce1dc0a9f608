import { describe, expect, it } from 'vitest';
import { visitor } from '../src/auth/viewer.ts';
import { MOST_IMAGE_IDS } from '../src/content/image-facts.ts';
import { siteContent } from '../src/content/site-content.ts';
import { databases, pngImage, useTestServer } from './harness.ts';
import { addBookProduct } from './helpers.ts';
import { orderWith } from './payloads.ts';

/**
 * What the public pages draw an upload with beyond its id: the library's alt texts and
 * focal point (PUT /api/files/{ref}), read for a page's images in one query, public files
 * only; and a change of them makes the kept pages anew.
 */
describe.each(databases)('image facts for the public pages on %s', (kind) => {
  const server = useTestServer(kind);

  const facts = (ids: string[]) => siteContent(server.services, visitor).imageFacts(ids);
  const describeFile = async (id: string, body: Record<string, unknown>) => {
    const res = await server.admin('PUT', `/api/files/${id}`, body);
    expect(res.statusCode, res.body).toBe(200);
  };

  it('answers the alt texts and focal point set, leaving out files with none', async () => {
    const [both, burmeseOnly, pointOnly, bare] = await Promise.all(
      [1, 2, 3, 4].map(() => server.upload()),
    );
    await describeFile(both!, {
      alt: 'The coach with a team',
      alt_mm: 'နည်းပြဆရာနှင့် အဖွဲ့',
      focal_x: 0.25,
      focal_y: 0.75,
    });
    await describeFile(burmeseOnly!, { alt_mm: 'ဆုတံဆိပ်' });
    await describeFile(pointOnly!, { focal_x: 0, focal_y: 1 });
    expect(await facts([both!, burmeseOnly!, pointOnly!, bare!])).toEqual({
      [both!]: { alt: 'The coach with a team', alt_mm: 'နည်းပြဆရာနှင့် အဖွဲ့', focal: [0.25, 0.75] },
      [burmeseOnly!]: { alt_mm: 'ဆုတံဆိပ်' },
      [pointOnly!]: { focal: [0, 1] },
    });
  });

  it('takes a blank alt for none, and keeps a half-set point in the middle the other way', async () => {
    const blank = await server.upload();
    const half = await server.upload();
    // Written straight in the database: the API clears a blank alt to null itself.
    await server.database.db
      .updateTable('file')
      .set({ alt: '', alt_mm: '   ' })
      .where('id', '=', blank)
      .execute();
    await server.database.db
      .updateTable('file')
      .set({ alt: '', focal_x: 0.2 })
      .where('id', '=', half)
      .execute();
    expect(await facts([blank, half])).toEqual({ [half]: { focal: [0.2, 0.5] } });
  });

  it('ignores unknown ids, strings that are not ids, and an empty list', async () => {
    const known = await server.upload();
    await describeFile(known, { alt: 'Known' });
    expect(
      await facts([known, 'A'.repeat(22), 'no-such-file', '', '../etc/passwd', known]),
    ).toEqual({ [known]: { alt: 'Known' } });
    expect(await facts([])).toEqual({});
  });

  it('reads at most its limit of ids from one page', async () => {
    const known = await server.upload();
    await describeFile(known, { alt: 'Past the limit' });
    const filler = Array.from(
      { length: MOST_IMAGE_IDS },
      (_, n) => `x${String(n).padStart(21, '0')}`,
    );
    expect(await facts([...filler, known])).toEqual({});
    expect(await facts([known, ...filler])).toEqual({ [known]: { alt: 'Past the limit' } });
  });

  it('never tells anything of a private file: a receipt named on an order page', async () => {
    await addBookProduct(server);
    const receipt = await server.upload(await pngImage(400, 300, '#22aa44'), 'receipt.png');
    // Described while still public (as a library entry), then sent as an order's receipt.
    await describeFile(receipt, { alt: 'A bank transfer', focal_x: 0.5, focal_y: 0.5 });
    const order = await orderWith(server, receipt);
    expect(order.statusCode, order.body).toBe(201);
    expect(await facts([receipt])).toEqual({});
  });

  it('moves the site version when an alt text or focal point changes, and only then', async () => {
    const { versions } = server.services;
    const id = await server.upload();
    let before = await versions.site();
    const changed = async () => {
      const now = await versions.site();
      expect(now).not.toBe(before);
      before = now;
    };
    await describeFile(id, { alt_mm: 'ပုံ' });
    await changed();
    await describeFile(id, { focal_x: 0.1, focal_y: 0.9 });
    await changed();
    // Written by another instance or at the database prompt: the trigger raises it still.
    await server.database.db
      .updateTable('file')
      .set({ alt: 'Direct' })
      .where('id', '=', id)
      .execute();
    await changed();
    // A new upload and a refused save leave the kept pages as they are.
    await server.upload();
    const refused = await server.admin('PUT', `/api/files/${id}`, { focal_x: 2 });
    expect(refused.statusCode).toBe(422);
    expect(await versions.site()).toBe(before);
  });
});
