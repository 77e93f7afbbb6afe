import type { AppContext } from '../app-context';
import type { AuditItem } from '../contracts/audit/audit';
import type { RecordedEvent } from '../eventstore/types';

/** The events of one stream, oldest first. */
export async function readStream(ctx: Pick<AppContext, 'store'>, stream: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const e of ctx.store.read(stream)) events.push(e);
  return events;
}

/** The events of one subject, gathered from its few streams; `extra` carries what its as-of needs besides. */
export interface SubjectEvents<X = unknown> {
  events: RecordedEvent[];
  extra?: X;
}

/** What a subject's as-of reads: its events up to the instant, and a way to cut any other events there. */
export interface AsOfInput<X = unknown> {
  id: string;
  /** The subject's events up to the instant, oldest first. */
  events: RecordedEvent[];
  subject: SubjectEvents<X>;
  upTo: (events: RecordedEvent[]) => RecordedEvent[];
}

/**
 * One kind of subject an admin can read the history of (GET /api/admin/audit/:kind/:id), as the area
 * that owns it declares it in its module: where its events live and what its state was at an instant.
 */
export interface AuditSubject<X = unknown> {
  /** The `:kind` of the path (e.g. 'gift-card'). */
  kind: string;
  /** Its place in the list of kinds (the 400's message), lower first; unranked kinds come after, in the modules' order. */
  rank?: number;
  /** Its events from its one to few streams (never a scan of the log); may throw its own not-found. */
  events: (ctx: AppContext, id: string) => Promise<SubjectEvents<X>>;
  /** No events yet is an empty story, not a missing subject (a balance, a membership): no 404. */
  mayBeEmpty?: boolean;
  /** Fields added to each history item (credits: the balances after each event). */
  itemExtras?: (events: RecordedEvent[]) => Map<string, Partial<AuditItem>>;
  /** Its state at an instant, folded from its events up to then; none: it has its history only. */
  asOf?: (ctx: AppContext, input: AsOfInput<X>) => unknown;
  /** The 400's message when it has no as-of (default: "A <kind> has its history only."). */
  historyOnly?: string;
}

/** Every module's audit subjects, in rank order (unranked ones after, in the modules' order). */
export function auditSubjectsOf(modules: ReadonlyArray<{ auditSubjects?: AuditSubject[] }>): AuditSubject[] {
  const all = modules.flatMap((m) => m.auditSubjects ?? []);
  const rank = (s: AuditSubject) => s.rank ?? Number.POSITIVE_INFINITY;
  return all
    .map((s, i) => ({ s, i }))
    .sort((x, y) => rank(x.s) - rank(y.s) || x.i - y.i)
    .map(({ s }) => s);
}

/** Declares a subject with its as-of's `extra` typed. */
export const auditSubject = <X>(subject: AuditSubject<X>): AuditSubject => subject as AuditSubject;

type Evolvable<S> = { initialState: () => S; evolve: (s: S, e: never) => S };

/** Folds events through a decider's evolve: the state the aggregate itself believed after them. */
export const foldEvents = <S>(d: Evolvable<S>, events: RecordedEvent[]): S =>
  events.reduce((s, e) => d.evolve(s, e as never), d.initialState());

/** A subject whose events are one stream. */
export const ofStream = async (ctx: Pick<AppContext, 'store'>, stream: string): Promise<SubjectEvents<never>> => ({
  events: await readStream(ctx, stream),
});
