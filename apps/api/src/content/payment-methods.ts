import { type PaymentMethod, apiMessage, schemas } from '@coach/contract';
import { inTransaction, recordBy } from '../audit/audit-log.ts';
import { type Viewer, systemViewer } from '../auth/viewer.ts';
import type { Database, Executor } from '../db/connect.ts';
import type { FileService } from '../files/file-service.ts';
import { type FieldError, invalid, parseOrThrow } from '../http/problem.ts';

/** The fields of a method, in the order the API answers them: the contract's. */
const FIELDS = Object.keys(schemas.paymentMethodFields) as (keyof PaymentMethod)[];

/**
 * The payment methods as they are now, in their order. Takes any executor, so the order
 * confirmation reads them in the transaction that stores the order.
 */
export async function readPaymentMethods(executor: Executor): Promise<PaymentMethod[]> {
  const rows = await executor
    .selectFrom('payment_method')
    .select([...FIELDS])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows;
}

/** A method with every field present, null when not given: as it is stored. */
const complete = (
  method: Partial<PaymentMethod> & Pick<PaymentMethod, 'name' | 'account_number'>,
): PaymentMethod => ({
  name: method.name,
  name_mm: method.name_mm ?? null,
  account_name: method.account_name ?? null,
  account_number: method.account_number,
  note: method.note ?? null,
  note_mm: method.note_mm ?? null,
  qr_image: method.qr_image ?? null,
});

/** The fields that differ at some place of the list (a method added or gone: all it holds). */
function changedFields(before: PaymentMethod[], after: Partial<PaymentMethod>[]): string[] {
  const changed = new Set<string>();
  for (let i = 0; i < Math.max(before.length, after.length); i++) {
    for (const field of FIELDS) {
      if ((before[i]?.[field] ?? null) !== (after[i]?.[field] ?? null)) changed.add(field);
    }
  }
  return FIELDS.filter((field) => changed.has(field));
}

/**
 * The bank and mobile-wallet accounts customers pay into (`GET` and `PUT
 * /api/payment_methods`): one list, read by everyone, replaced whole by an owner's save.
 */
export function paymentMethodService({ db }: Database, files: FileService) {
  const list = () => readPaymentMethods(db);

  /**
   * Replaces the list. Checked whole before anything is written (each QR image must be a
   * public upload), then stored in one transaction with its audit entry: a refused save
   * changes nothing. `by`: the owner who saves.
   */
  async function replace(body: unknown, by: Viewer = systemViewer): Promise<PaymentMethod[]> {
    const methods = parseOrThrow(schemas.paymentMethods.update, body);
    const images = methods.flatMap((m, i) => (m.qr_image ? [[i, m.qr_image] as const] : []));
    const missing = new Set(await files.missing(images.map(([, id]) => id)));
    const errors: FieldError[] = images
      .filter(([, id]) => missing.has(id))
      .map(([i]) => ({ field: `${i}.qr_image`, message: apiMessage('noSuchFile') }));
    if (errors.length) throw invalid(errors);

    const created = new Date().toISOString();
    await inTransaction(db, async (trx) => {
      const stored = await readPaymentMethods(trx);
      await trx.deleteFrom('payment_method').execute();
      if (methods.length) {
        await trx
          .insertInto('payment_method')
          .values(
            methods.map((method, position) => ({
              position,
              ...complete(method),
              created,
            })),
          )
          .execute();
      }
      await recordBy(trx, by, {
        action: 'settings',
        resource: 'payment_methods',
        detail: { count: methods.length, fields: changedFields(stored, methods) },
      });
    });
    return list();
  }

  return { list, replace };
}

export type PaymentMethodService = ReturnType<typeof paymentMethodService>;
