import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/db/client';
import { LocalMediaStorage } from '../../src/media/storage';
import { seedDatabase } from '../../src/seed/seed';

const h = await openDatabase({});
await h.migrate();
await seedDatabase(h.db, new LocalMediaStorage('/tmp/seedmedia'), { articles: 2000 });
const client = (h.db as unknown as { $client: PGlite }).$client;
await client.exec('analyze');
const queries: Record<string, string> = {
  join3: `select a.id, a.title, a.description, a.image_path, a.published_at, c.name, u.full_name from articles a join categories c on c.id = a.category_id join users u on u.id = a.author_id where a.category_id = $1 and a.status = 'published' order by a.published_at desc nulls last, a.id desc nulls last limit 11`,
  join2: `select a.id, a.title, a.description, a.image_path, a.published_at, u.full_name from articles a join users u on u.id = a.author_id where a.category_id = $1 and a.status = 'published' order by a.published_at desc nulls last, a.id desc nulls last limit 11`,
  single: `select a.id, a.title, a.description, a.image_path, a.published_at, a.author_id from articles a where a.category_id = $1 and a.status = 'published' order by a.published_at desc nulls last, a.id desc nulls last limit 11`,
  one: `select 1`,
};
for (const [name, q] of Object.entries(queries)) {
  for (let i = 0; i < 50; i++) await client.query(q, name === 'one' ? [] : [3]);
  const t0 = performance.now();
  for (let i = 0; i < 300; i++) await client.query(q, name === 'one' ? [] : [3]);
  console.log(name, ((performance.now() - t0) / 300).toFixed(3), 'ms/op');
}
const r = await client.query(`explain (analyze, timing) ${queries.join3}`, [3]);
console.log(r.rows.slice(-2));
await h.close();
