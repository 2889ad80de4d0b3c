import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { LocalMediaStorage } from '../../src/media/storage';
import { listNews } from '../../src/news/repository';
import { seedDatabase } from '../../src/seed/seed';

const h = await openDatabase({});
await h.migrate();
await seedDatabase(h.db, new LocalMediaStorage('/tmp/seedmedia'), { articles: 2000 });
for (let round = 0; round < 3; round++) {
  const t0 = performance.now();
  for (let i = 0; i < 200; i++)
    await listNews(h.db, { categoryId: 3, limit: 10, cursor: null, q: undefined });
  console.log('listNews ms/op', ((performance.now() - t0) / 200).toFixed(2));
}
const t1 = performance.now();
for (let i = 0; i < 200; i++) await h.db.execute(sql`select 1`);
console.log('select 1 ms/op', ((performance.now() - t1) / 200).toFixed(2));
const plan = await h.db.execute(
  sql`explain analyze select a.id from articles a join categories c on c.id = a.category_id join users u on u.id = a.author_id where a.category_id = 3 and a.status = 'published' order by a.published_at desc nulls last, a.id desc nulls last limit 11`,
);
console.log(
  (plan as unknown as { rows: Array<Record<string, string>> }).rows
    .map((r) => Object.values(r)[0])
    .join('\n'),
);
await h.close();
