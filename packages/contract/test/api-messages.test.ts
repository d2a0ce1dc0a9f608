import { describe, expect, it } from 'vitest';
import { type ResourceDef, resourceList, schemas, translateApiMessage } from '../src/index.ts';

/**
 * Every message a schema can answer with has its Burmese in the API message catalogue:
 * each resource's create and update schemas (and the sign-in ones) are fed an empty body,
 * wrong types and oversized text, and every message they produce must translate.
 */
const bodiesFor = (keys: string[]) => [
  {},
  Object.fromEntries(keys.map((k) => [k, ''])),
  Object.fromEntries(keys.map((k) => [k, 'x'.repeat(600_000)])),
  Object.fromEntries(keys.map((k) => [k, { nested: true }])),
  Object.fromEntries(keys.map((k) => [k, -5])),
  Object.fromEntries(keys.map((k) => [k, 99_999_999_999_999])),
  Object.fromEntries(keys.map((k) => [k, 1.5])),
  Object.fromEntries(keys.map((k) => [k, 'javascript:alert(1)'])),
];

const schemaCases = [
  ...resourceList.flatMap((def: ResourceDef) =>
    (['create', 'update'] as const)
      .filter((op) => def[op])
      .map((op) => [`${def.slug} ${op}`, def[op]!, Object.keys(def.fields ?? {})] as const),
  ),
  ['registration', schemas.registration, ['username', 'email', 'password']] as const,
  ['credentials', schemas.credentials, ['username', 'password']] as const,
];

const paymentFields = Object.keys(schemas.paymentMethods.fields);

describe('API messages', () => {
  it.each(schemaCases)('%s: every message has its Burmese', (_name, schema, keys) => {
    const messages = new Set<string>();
    for (const body of bodiesFor([...keys])) {
      const result = schema.safeParse(body);
      if (!result.success) for (const issue of result.error.issues) messages.add(issue.message);
    }
    expect(messages.size).toBeGreaterThan(0);
    const untranslated = [...messages].filter((m) => translateApiMessage(m, 'mm') === m);
    expect(untranslated).toEqual([]);
  });

  it('payment methods: every message of the list and its items has its Burmese', () => {
    const messages = new Set<string>();
    const bodies = [
      'not a list',
      [1],
      Array.from({ length: 11 }, () => ({ name: 'Bank', account_number: '1' })),
      ...bodiesFor(paymentFields).map((body) => [body]),
      [Object.fromEntries(paymentFields.map((k) => [k, 'no digits']))],
    ];
    for (const body of bodies) {
      const result = schemas.paymentMethods.update.safeParse(body);
      if (!result.success) for (const issue of result.error.issues) messages.add(issue.message);
    }
    expect(messages.size).toBeGreaterThan(5);
    const untranslated = [...messages].filter((m) => translateApiMessage(m, 'mm') === m);
    expect(untranslated).toEqual([]);
  });

  it('fills values into the Burmese of a message that carries them', () => {
    expect(translateApiMessage('Must be at most 200 characters', 'mm')).toBe(
      'စာလုံး 200 လုံးအထိသာ ရေးနိုင်ပါသည်',
    );
    expect(translateApiMessage('Must be at most 200 characters', 'en')).toBe(
      'Must be at most 200 characters',
    );
    expect(translateApiMessage('Something the catalogue does not know', 'mm')).toBe(
      'Something the catalogue does not know',
    );
  });
});
