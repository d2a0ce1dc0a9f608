/**
 * The row behind a visitor's private page (an order's, a registration's, a waiting-list
 * offer's), found by the token in its link. A token that could never have been made is
 * not looked up; it and a token of no row both answer `missing()`, a 404 saying what.
 */
export async function byPageToken<Row>(
  token: unknown,
  missing: () => Error,
  find: (token: string) => Promise<Row | undefined>,
): Promise<Row> {
  if (typeof token !== 'string' || !/^[\w-]{16,64}$/.test(token)) throw missing();
  const row = await find(token);
  if (!row) throw missing();
  return row;
}
