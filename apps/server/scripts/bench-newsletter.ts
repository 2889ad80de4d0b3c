import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { JobQueue } from '../src/jobs/queue';
import { hasWaitingDeliveries, sentCount } from '../src/newsletter/deliveryRepository';
import { createMailer } from '../src/newsletter/mailer';
import { prepareArticleNewsletter, sendArticleBatch } from '../src/newsletter/newsletterService';

/**
 * `npm run bench:newsletter [-- --subscribers 10000]`: how long one publication takes to reach
 * 10,000 confirmed subscribers: making its deliveries (the enqueue), then sending them all to a
 * local SMTP server (smtp-server, every message read and dropped), on PGlite in memory.
 */
const flag = process.argv.indexOf('--subscribers');
const subscribers = flag === -1 ? 10_000 : Number(process.argv[flag + 1]);
if (!Number.isInteger(subscribers) || subscribers < 1) {
  throw new Error('--subscribers must be a positive whole number');
}
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  closeTimeout: 100,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      received += 1;
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const port = (smtp.server.address() as { port: number }).port;
const config = loadConfig({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(port),
  NEWSLETTER_RATE: '100000',
  NEWSLETTER_BATCH: '500',
});
const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
const { db } = database;
const jobs = await JobQueue.open(database);
const mailer = createMailer(config.mail);

await db.execute(sql`insert into users (firebase_uid, email, full_name, user_name, login_type)
  values ('bench:author', 'author@bench.test', 'Bench Author', 'bench', 'email')`);
const [article] = (
  (await db.execute(sql`insert into articles (author_id, category_id, status, title, description,
    content, search_text, published_at)
    select id, 1, 'published', 'The bench article', 'Its excerpt.', '<p>Text.</p>', 'bench', now()
    from users where firebase_uid = 'bench:author' returning id`)) as unknown as {
    rows: Array<{ id: number }>;
  }
).rows;
if (!article) throw new Error('no article');
await db.execute(sql`insert into subscriptions (email, token, confirmed_at)
  select 'reader' || n || '@bench.test', 'bench-token-' || n, now()
  from generate_series(1, ${subscribers}) as n`);

const enqueueStarted = performance.now();
await prepareArticleNewsletter({ db, jobs }, article.id);
const enqueueMs = performance.now() - enqueueStarted;

const sendStarted = performance.now();
const deps = { db, jobs, mailer, config };
while (await hasWaitingDeliveries(db, article.id)) await sendArticleBatch(deps, article.id);
const sendMs = performance.now() - sendStarted;
const sent = await sentCount(db, article.id);

console.log(
  `Newsletter to ${subscribers.toLocaleString('en')} subscribers (PGlite, local SMTP server):`,
);
console.log(`  enqueue (deliveries + first batch job): ${(enqueueMs / 1000).toFixed(2)} s`);
console.log(
  `  send: ${(sendMs / 1000).toFixed(1)} s, ${Math.round(sent / (sendMs / 1000))} emails/s; ` +
    `${sent} sent, ${received} received by the SMTP server`,
);
mailer.close();
await jobs.stop();
await database.close();
await new Promise<void>((resolve) => smtp.close(() => resolve()));
