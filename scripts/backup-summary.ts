/** What a backup or restore moved, for a person reading the terminal. */
export function summary(counts: Record<string, number>): string {
  const files = counts.file ?? 0;
  const records = Object.entries(counts)
    .filter(([table, n]) => table !== 'file' && n > 0)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ');
  return `  ${files} uploaded files; records: ${records || 'none'}`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
