import { isJobId } from '../../platform/jobs/queue.js';
import { CommandError, noExtraArguments, UsageError, type CliCommand } from '../command.js';
import { withCliContext } from '../context.js';

export const jobsRetryCommand: CliCommand = {
  name: 'jobs:retry',
  usage: `  jobs:retry <job id>
      Makes a failed job (jobs:list --status failed shows them) due again with fresh attempts: the server's
      worker or jobs:run runs it.`,
  options: {},

  async run({ positionals }, io) {
    const [given] = positionals;
    const id = given?.trim().toLowerCase();
    if (!id) throw new UsageError('Name the job to retry by its id (jobs:list --status failed shows them).');
    noExtraArguments(positionals, 1);
    // Checked before the database is asked: it would refuse anything but a uuid with an error of its own.
    if (!isJobId(id))
      throw new CommandError(`"${given}" is not a job id; jobs:list shows each job's id (a uuid).`);

    return withCliContext(io, async ({ services: { jobs } }) => {
      if (await jobs.retry(id)) {
        const job = await jobs.find(id);
        io.print(`Job ${id} (${job?.name ?? 'job'}) is due again: the server's worker or jobs:run runs it.`);
        return 0;
      }
      const job = await jobs.find(id);
      if (!job) throw new CommandError(`There is no job ${id}.`);
      throw new CommandError(`Job ${id} is ${job.status}, not failed: only a failed job can be retried.`);
    });
  },
};
