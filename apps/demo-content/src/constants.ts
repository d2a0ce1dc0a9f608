import type { Services } from '@coach/api';

/**
 * Sets the demo values of site constants: fills the blank ones (the phone and email rows
 * every start adds empty) and adds the missing ones. A value an admin typed is kept.
 */
export async function writeDemoConstants(services: Services, values: Record<string, string>) {
  const { db } = services.database;
  const existing = new Set(
    (await db.selectFrom('site_constant').select('name').execute()).map((r) => String(r.name)),
  );
  for (const [name, value] of Object.entries(values)) {
    if (!existing.has(name)) {
      await db
        .insertInto('site_constant')
        .values({ name, value, created: new Date().toISOString() })
        .execute();
      continue;
    }
    await db
      .updateTable('site_constant')
      .set({ value })
      .where('name', '=', name)
      .where((eb) => eb.or([eb('value', 'is', null), eb('value', '=', '')]))
      .execute();
  }
}
