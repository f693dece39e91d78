import type { Db } from './db';

/**
 * Timed work inside each app process (issue 20: reminders; later the retention purge). A job must be
 * safe to run in several instances at once: it claims what it does in the database (see
 * modules/reminders/repository.claim), so running it twice does nothing twice. Time comes from the app's
 * clock; tests call runOnce after moving it.
 */
export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * Claims a periodic job until `until`, unless another instance holds it past `now`: the conditional
 * update is atomic on both databases, so of several instances one runs the job per period.
 */
export async function claimJob(db: Db, name: string, now: string, until: string): Promise<boolean> {
  await db.insertInto('job_claims').values({ name, claimed_until: '' }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const r = await db.updateTable('job_claims').set({ claimed_until: until }).where('name', '=', name).where('claimed_until', '<=', now).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

interface Log {
  error(obj: object, msg: string): void;
}

export class Scheduler {
  private timers: NodeJS.Timeout[] = [];
  private running = new Map<string, Promise<unknown>>();

  constructor(
    private readonly jobs: Job[],
    private readonly log: Log,
  ) {}

  /** Runs every job (or the named one) now and waits for it; a job already running is awaited, not doubled. */
  async runOnce(name?: string): Promise<void> {
    await Promise.all(this.jobs.filter((j) => !name || j.name === name).map((j) => this.run(j)));
  }

  private run(job: Job): Promise<unknown> {
    const current = this.running.get(job.name);
    if (current) return current;
    const p = job
      .run()
      .catch((err) => this.log.error({ err, job: job.name }, 'scheduled job failed'))
      .finally(() => this.running.delete(job.name));
    this.running.set(job.name, p);
    return p;
  }

  start() {
    for (const job of this.jobs) {
      const timer = setInterval(() => void this.run(job), job.everyMs);
      timer.unref();
      this.timers.push(timer);
      void this.run(job);
    }
  }

  /** Stops the timers and lets running jobs finish (their claims are committed or rolled back). */
  async stop() {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    await Promise.all([...this.running.values()]);
  }
}
