import { runJobCommand } from '../admin/jobs';
import { loadConfig } from '../config';

/**
 * `npm run jobs -w @byline/server -- list-failed` lists the jobs that failed every try;
 * `-- retry <id>` puts one back in its queue (docs/server.md "Jobs").
 */
async function run(): Promise<void> {
  const [action, id] = process.argv.slice(2);
  const config = loadConfig();
  if (action === 'list-failed') {
    const answer = await runJobCommand(config, { action });
    const jobs = 'jobs' in answer ? answer.jobs : [];
    if (jobs.length === 0) console.log('No failed jobs.');
    for (const job of jobs) {
      console.log(
        `${job.id}  ${job.queue}  ${new Date(job.createdOn).toISOString()}  ` +
          `after ${job.failedAfterTries} tries: ${job.error}\n    ${JSON.stringify(job.data)}`,
      );
    }
    return;
  }
  if (action === 'retry' && id) {
    await runJobCommand(config, { action, id });
    console.log(`Job ${id} is back in its queue.`);
    return;
  }
  throw new Error('usage: npm run jobs -w @byline/server -- list-failed | retry <id>');
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
