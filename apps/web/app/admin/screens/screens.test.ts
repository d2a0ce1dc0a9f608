import { describe, expect, it } from 'vitest';
import { CRUD_PATHS, EDIT_ONLY_PATHS } from '../../routes/admin/routes.ts';
import { inputNames } from '../crud/form-values.ts';
import { SCREENS } from './index.ts';

const keysOf = (schema: unknown) => Object.keys((schema as { shape: object }).shape);

describe('screen configs', () => {
  it('has a config for every generic route and a route for every config', () => {
    expect(Object.keys(SCREENS).sort()).toEqual([...CRUD_PATHS, ...EDIT_ONLY_PATHS].sort());
    for (const path of EDIT_ONLY_PATHS) expect(SCREENS[path]!.editOnly).toBe(true);
  });

  it.each(Object.values(SCREENS).map((s) => [s.path, s] as const))(
    '%s: every editable field is one the API accepts',
    (_path, screen) => {
      const accepted = new Set([
        ...(screen.resource.create ? keysOf(screen.resource.create) : []),
        ...(screen.resource.update ? keysOf(screen.resource.update) : []),
      ]);
      for (const field of screen.fields.filter((f) => !f.readOnly)) {
        for (const name of inputNames(field)) expect(accepted).toContain(name.split('.')[0]);
      }
    },
  );

  it.each(
    Object.values(SCREENS)
      .filter((s) => s.resource.create)
      .map((s) => [s.path, s] as const),
  )('%s: every field a new record requires has an input', (_path, screen) => {
    // What the create schema reports missing for an empty form (after the defaults the
    // API fills in) must each be something the admin can type or choose.
    const result = screen.resource.create!.safeParse({ ...screen.resource.defaults });
    const missing = result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    const inputs = new Set(
      screen.fields.filter((f) => !f.readOnly).flatMap((field) => inputNames(field)),
    );
    const covered = (name: string) =>
      inputs.has(name) || [...inputs].some((input) => input.startsWith(`${name}.`));
    expect(missing.length, 'an empty form must miss something').toBeGreaterThan(0);
    for (const name of missing) expect(covered(name), `${screen.path}: ${name}`).toBe(true);
  });

  it('every image field shows a size hint', () => {
    for (const screen of Object.values(SCREENS)) {
      for (const field of screen.fields.filter((f) => f.kind === 'image')) {
        expect(field.hint?.en, `${screen.path}.${field.name}`).toMatch(/\d+ × \d+ px/);
      }
    }
  });
});
