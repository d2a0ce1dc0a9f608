/**
 * Grows a demo database to the size of a site used for years, straight into the tables
 * (multi-row INSERTs, one transaction per table): going through the API would take
 * longer than the benchmark itself. Each new row is a copy of a demo row of the same
 * table (so every column holds what the site writes there: image ids of demo files,
 * bilingual texts) with what makes it a different record changed: its name, dates,
 * flags and, for articles, a body of its own of 5–10 KB in each language.
 */
import { type Database, registry } from '@coach/api';

/** How many rows each table gets on top of the demo content. */
export const GROWTH = {
  event: 10_000,
  product: 2_000,
  client: 1_000,
  article: 2_000,
  testimonial: 2_000,
  appointment: 50_000,
  payment: 50_000,
} as const;

type Row = Record<string, unknown>;
type Table = keyof typeof GROWTH;

/** The same pseudo-random sequence every run, so that two runs grow the same site. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const YEAR_MS = 365.25 * 24 * 3600 * 1000;
/** Records of a site in use for this many years. */
const HISTORY_YEARS = 6;

const TITLES = ['Ko', 'Ma', 'U', 'Daw'];
const GIVEN_NAMES = [
  'Aung Min',
  'Hnin Wai',
  'Kyaw Zin',
  'Thiri Aung',
  'Zaw Lin',
  'Su Myat',
  'Htet Naing',
  'Ei Mon',
  'Min Khant',
  'Nandar Hlaing',
  'Soe Moe',
  'Yadanar Win',
  'Thant Zin',
  'Khin Lay',
  'Pyae Phyo',
  'May Thu',
];

/** Paragraphs of the demo articles, the stuff new bodies are made of. */
function paragraphsOf(html: unknown): string[] {
  return String(html ?? '').match(/<(p|h2|h3|ul|blockquote)>[\s\S]*?<\/\1>/g) ?? [];
}

export async function growDatabase(database: Database, log: (line: string) => void) {
  const { db, dialect } = database;
  const random = seededRandom(20261123);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const flag = (on: boolean) => (dialect === 'postgres' ? on : on ? 1 : 0);
  const now = Date.now();
  const created = () => new Date(now - random() * HISTORY_YEARS * YEAR_MS).toISOString();
  const person = () => `${pick(TITLES)} ${pick(GIVEN_NAMES)}`;

  const demoRows = async (table: string): Promise<Row[]> => {
    const rows = (await registry(db).selectFrom(table).selectAll().execute()) as Row[];
    if (!rows.length) throw new Error(`no demo ${table} to copy: start from the demo content`);
    return rows.map(({ id: _id, ...row }) => row);
  };
  const subCategoryIds = (await db.selectFrom('sub_category').select('id').execute()).map(
    (row) => row.id as number,
  );
  const products = await demoRows('product');
  const demoArticles = await demoRows('article');
  const paragraphs = {
    en: demoArticles.flatMap((a) => paragraphsOf(a.content)),
    mm: demoArticles.flatMap((a) => paragraphsOf(a.content_mm)),
  };
  /** An article body of 5–10 KB (UTF-8) from shuffled demo paragraphs. */
  if (!paragraphs.en.length || !paragraphs.mm.length) throw new Error('no demo article text');
  const body = (from: string[]) => {
    const target = between(5_000, 10_000);
    let html = '';
    while (Buffer.byteLength(html) < target) html += pick(from);
    return html;
  };

  const makers: Record<Table, (template: Row, n: number) => Row> = {
    event: (t, n) => ({ ...t, name: `${t.name} ${n}`, name_mm: `${t.name_mm} ${n}` }),
    product: (t, n) => ({
      ...t,
      heading: `${t.heading} ${n}`,
      heading_mm: `${t.heading_mm} ${n}`,
      price: between(5, 200) * 1000,
      stock: between(0, 300),
      sub_category_id: pick(subCategoryIds),
    }),
    client: (t, n) => ({ ...t, name: `${t.name} ${n}`, rank: between(1, 1000) }),
    article: (t, n) => ({
      ...t,
      name: `${t.name} (${n})`,
      name_mm: `${t.name_mm} (${n})`,
      content: body(paragraphs.en),
      content_mm: body(paragraphs.mm),
      is_published: flag(n % 2 === 0),
    }),
    testimonial: (t) => ({ ...t, name: person(), is_published: flag(random() < 0.85) }),
    appointment: (t) => ({ ...t, name: person(), resolved: flag(random() < 0.9) }),
    payment: (t) => {
      const product = pick(products);
      const quantity = between(1, 3);
      const name = person();
      return {
        ...t,
        product_name: product.heading,
        currency: product.currency,
        amount: Number(product.price) * quantity,
        quantity,
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        phone_number: `+95 9 ${between(100, 999)} ${between(100, 999)} ${between(100, 999)}`,
        resolved: flag(random() < 0.9),
      };
    },
  };

  for (const [table, count] of Object.entries(GROWTH) as [Table, number][]) {
    const started = performance.now();
    const templates = table === 'product' ? products : await demoRows(table);
    const columns = Object.keys(templates[0]!).length;
    // Under SQLite's limit of 32,766 bound values per statement; big bodies in smaller batches.
    const batchSize = table === 'article' ? 50 : Math.min(1000, Math.floor(30_000 / columns));
    await db.transaction().execute(async (trx) => {
      for (let done = 0; done < count; done += batchSize) {
        const rows = Array.from({ length: Math.min(batchSize, count - done) }, (_, i) => ({
          ...makers[table](pick(templates), done + i + 1),
          created: created(),
        }));
        await trx.insertInto(table).values(rows).execute();
      }
    });
    log(`  ${count} ${table} rows in ${Math.round(performance.now() - started)} ms`);
  }
}
