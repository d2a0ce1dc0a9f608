import { describe, expect, it } from 'vitest';
import { readCsv as parse } from '@coach/contract/csv-reader';
import { buildCsv, neutralise } from './build-csv.ts';

interface Row {
  name: string;
  note: string | null;
  amount: number;
}
const columns = [
  { header: 'Name', value: (r: Row) => r.name },
  { header: 'Note', value: (r: Row) => r.note },
  { header: 'Amount', value: (r: Row) => r.amount },
];

describe('buildCsv', () => {
  it('starts with a UTF-8 byte-order mark and a header row, lines ending in CRLF', () => {
    const csv = buildCsv(columns, [{ name: 'Aye', note: 'ok', amount: 5 }]);
    expect(csv.startsWith('\uFEFFName,Note,Amount\r\n')).toBe(true);
    expect(csv).toBe('\uFEFFName,Note,Amount\r\nAye,ok,5\r\n');
  });

  it('quotes commas, quotes and line breaks so they survive a round trip', () => {
    const tricky = { name: 'Smith, "Jo"', note: 'line one\nline two\r\nthree', amount: 1 };
    const csv = buildCsv(columns, [tricky]);
    expect(csv).toContain('"Smith, ""Jo"""');
    const [, row] = parse(csv.slice(1)) as string[][];
    expect(row).toEqual(['Smith, "Jo"', 'line one\nline two\r\nthree', '1']);
  });

  it('keeps Burmese text as it is', () => {
    const csv = buildCsv(columns, [{ name: 'မောင်မောင်', note: 'ကျေးဇူးတင်ပါသည်', amount: 0 }]);
    expect(csv).toContain('မောင်မောင်,ကျေးဇူးတင်ပါသည်,0');
  });

  it.each(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tTAB', '\rCR'])(
    'neutralises a cell starting a formula: %j',
    (value) => {
      const csv = buildCsv(columns, [{ name: value, note: null, amount: 0 }]);
      const [, row] = parse(csv.slice(1)) as string[][];
      expect(row![0]).toBe(`'${value}`);
    },
  );

  it('leaves numbers, blanks and ordinary text alone', () => {
    const csv = buildCsv(columns, [{ name: 'a=b', note: null, amount: -3 }]);
    expect(csv.split('\r\n')[1]).toBe('a=b,,-3');
    expect(neutralise('plain')).toBe('plain');
  });
});
