/** Small readers for the loosely typed rows the services return. */
type Row = Record<string, unknown>;

export const str = (row: Row, field: string) => {
  const value = row[field];
  return typeof value === 'string' ? value : value == null ? '' : String(value);
};

export const num = (row: Row, field: string) => {
  const value = row[field];
  return value == null || value === '' ? null : Number(value);
};

/** A file id field, or null when empty. */
export const fileId = (row: Row, field: string) => {
  const value = row[field];
  return typeof value === 'string' && value ? value : null;
};
