/**
 * Loaded into a test's server process (`node --import`): writes the name of every query
 * parameter anything reads (`URLSearchParams` `get`, `getAll`, `has`) to the file
 * QUERY_READS_FILE names, one a line, so that page-query-lists.test.ts can see which
 * parameters each page's loaders and components read while it renders.
 */
import { appendFileSync } from 'node:fs';

const file = process.env.QUERY_READS_FILE;
if (!file) throw new Error('QUERY_READS_FILE is not set');
for (const method of ['get', 'getAll', 'has']) {
  const read = URLSearchParams.prototype[method];
  URLSearchParams.prototype[method] = function (name, ...rest) {
    appendFileSync(file, `${name}\n`);
    return read.call(this, name, ...rest);
  };
}
