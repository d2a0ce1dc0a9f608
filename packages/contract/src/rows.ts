import type { ResourceDef, resources } from './resources.ts';

/**
 * The JSON row of each resource, derived from its registry entry: the fields its schema
 * outputs (optional ones stored as null), id and created, the flags it stores, the
 * visitor-facing `publish_status` twin, and the nested parent the API joins in. Renaming
 * a field in a schema renames it here, so the compiler lists every reader to change.
 */

type Resources = typeof resources;
export type ResourceSlug = keyof Resources;

/**
 * A stored value is never "left out": an optional field reads back as null, but a flag
 * (a checkbox field, stored with its default) reads true or false.
 */
type Stored<T> = { [K in keyof T]-?: StoredValue<Exclude<T[K], undefined>> };
type StoredValue<V> = [V] extends [boolean | null] ? boolean : V;

// Structural checks against z.ZodType are very costly for the compiler: read the output
// type straight off the schema instead.
type OutputOf<S> = S extends { _zod: { output: infer O } } ? O : unknown;

type Written<R> = R extends { create: infer C }
  ? Stored<OutputOf<C>>
  : R extends { update: infer U }
    ? Stored<OutputOf<U>>
    : unknown;

type Fixed<R> = R extends { fixed: infer F } ? { [K in keyof F]: OutputOf<F[K]> } : unknown;

/** The flags a publishable or spam-trapped record carries (list-fields.ts, booleanFields). */
type Flags<R> = {
  [
    K in
      | (R extends { publishable: true } ? 'is_published' : never)
      | (R extends { spamTrap: true } ? 'spam' : never)
  ]: boolean;
};

/** A publishable record says whether it is published, and since when (null: never yet). */
type Published<R> = R extends { publishable: true }
  ? { publish_status: boolean; published_at: string | null }
  : unknown;

type Flatten<T> = { [K in keyof T]: T[K] };

/** A row without its nested parent. */
type OwnRow<R> = Flatten<
  { id: number; created: string } & Written<R> & Fixed<R> & Flags<R> & Published<R>
>;

type ByTable<T> = {
  [S in ResourceSlug]: Resources[S]['table'] extends T ? Resources[S] : never;
}[ResourceSlug];

// (`Pick<…, C & keyof …>` here sends the compiler into a spin; a plain mapped type does not.)
type Columns<T, C extends string> = { [K in C]: K extends keyof T ? T[K] : never };

type Parent<R> = R extends {
  parent: {
    as: infer A extends string;
    table: infer T;
    columns: readonly (infer C extends string)[];
  };
}
  ? { [K in A]: Columns<OwnRow<ByTable<T>>, C> | null }
  : unknown;

/** What any row looks like when the resource is not known at compile time. */
export type AnyRow = Record<string, unknown> & { id: number };

export type RowOf<R> = R extends { slug: infer S }
  ? string extends S
    ? AnyRow
    : Flatten<OwnRow<R> & Parent<R>>
  : AnyRow;

export type Row<S extends ResourceSlug> = RowOf<Resources[S]>;

/** The body a create accepts, as the admin form and the public forms build it. */
export type CreateInput<R extends ResourceDef> = R extends { create: { _zod: { input: infer I } } }
  ? I
  : never;

/** Names of the fields a resource's forms edit. */
export type FieldName<R extends ResourceDef> = R extends { fields: infer F }
  ? keyof F & string
  : string;
