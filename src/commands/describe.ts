import type { RecordedEvent } from '../eventstore/types';
import { formatMoney } from '../lib/money';

export type EventData = Record<string, unknown>;

/** What a sentence may need besides the event: who did it, money, bay names, venue days. */
export interface DescribeHelpers {
  /** The actor's name, or 'the system'. */
  by: string;
  bayName: (id: unknown) => string;
  /** "December 1, 2026" in the venue's calendar. */
  day: (iso: string) => string;
  /** "Dec 1, 2026, 9:30 AM" in the venue's time zone. */
  time: (iso: string) => string;
}

/** One event type in plain words ("Ada Tester cancelled; $17.50 refunded ..."). */
export type Describer = (data: EventData, h: DescribeHelpers) => string;
export type Describers = Record<string, Describer>;

export const money = (cents: unknown) => `${formatMoney(Number(cents ?? 0))}`;
export const hhmm = (t: unknown) => String(t ?? '').slice(0, 5);
export const words = (type: string) => type.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
export const spaced = (s: unknown) => String(s ?? '').replace(/_/g, ' ');

/**
 * The describer registry: each area contributes its event types' sentences; an event of a type no
 * area describes still reads as its type in words, so nothing is hidden from the audit.
 */
export class DescriberRegistry {
  private readonly byType = new Map<string, Describer>();

  constructor(...sets: Describers[]) {
    for (const set of sets) for (const [type, d] of Object.entries(set)) this.byType.set(type, d);
  }

  /** Every given module's describers (registerModules builds it once: ctx.describers). */
  static of(modules: ReadonlyArray<{ auditDescribers?: Describers[] }>): DescriberRegistry {
    return new DescriberRegistry(...modules.flatMap((m) => m.auditDescribers ?? []));
  }

  describe(e: RecordedEvent, h: DescribeHelpers): string {
    const d = this.byType.get(e.type);
    return d ? d((e.data ?? {}) as EventData, h) : words(e.type);
  }
}

/** The reason an event records, under whichever name its area gave it. */
export function reasonOf(e: RecordedEvent): string | null {
  const d = (e.data ?? {}) as EventData;
  for (const key of ['reason', 'overrideReason', 'refundReason', 'message']) {
    const v = d[key];
    if (typeof v === 'string' && v.trim()) return v;
  }
  return null;
}
