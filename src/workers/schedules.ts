import { CronExpressionParser } from 'cron-parser';
import type { Logger } from 'pino';
import type { JobName, JobPayloads, Processor, ProcessorOptions } from './jobs';

export type Every = { everyMs: number } | { cron: string; tz?: string };

export interface ScheduledJob<N extends JobName = JobName> {
  id: string;
  every: Every;
  job: { name: N; payload: JobPayloads[N] };
}

/** The slot a schedule is in at `now`: the start of the current interval, or the cron's last fire time. */
export function dueSlot(every: Every, now: Date): number {
  if ('everyMs' in every) return Math.floor(now.getTime() / every.everyMs) * every.everyMs;
  const fires = CronExpressionParser.parse(every.cron, { currentDate: new Date(now.getTime() + 1), tz: every.tz });
  return fires.prev().getTime();
}

/**
 * The schedules a bus runs, and which slot each last ran for. A schedule is due once per slot of the
 * injected clock: asking twice in one slot runs nothing more, so a test can move the clock and run
 * exactly what is due.
 */
export class ScheduleBook {
  private readonly schedules = new Map<string, ScheduledJob>();
  private readonly lastSlot = new Map<string, number>();

  add(schedule: ScheduledJob): void {
    this.schedules.set(schedule.id, schedule);
  }

  list(): ScheduledJob[] {
    return [...this.schedules.values()];
  }

  /** The schedules due at `now` that have not run for their current slot; marks them as run. */
  takeDue(now: Date): Array<{ schedule: ScheduledJob; slot: number }> {
    const due: Array<{ schedule: ScheduledJob; slot: number }> = [];
    for (const schedule of this.schedules.values()) {
      const slot = dueSlot(schedule.every, now);
      const last = this.lastSlot.get(schedule.id);
      if (last !== undefined && last >= slot) continue;
      this.lastSlot.set(schedule.id, slot);
      due.push({ schedule, slot });
    }
    return due;
  }
}

/** Runs one due schedule's job here, once, awaited; a failure is logged (the next slot runs again). */
export async function runScheduled(
  processors: ReadonlyMap<string, { processor: Processor<JobName>; options: ProcessorOptions<JobName> }>,
  schedule: ScheduledJob,
  slot: number,
  logger: Logger,
): Promise<void> {
  const registered = processors.get(schedule.job.name);
  if (!registered) {
    logger.warn({ schedule: schedule.id, job: schedule.job.name }, 'scheduled job has no processor');
    return;
  }
  try {
    await registered.processor(schedule.job.payload as never, {
      jobId: `${schedule.id}-${slot}`,
      attempt: 1,
      maxAttempts: 1,
    });
  } catch (err) {
    logger.warn({ err, schedule: schedule.id }, 'scheduled job failed; it runs again at its next slot');
  }
}
