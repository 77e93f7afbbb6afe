import type { EventStore, NewEvent } from '../../src/eventstore/types';

/** What a crashed process's writes meet: nothing it writes after the crash point lands. */
export class SimulatedCrash extends Error {
  constructor(after: string) {
    super(`simulated crash after ${after}`);
  }
}

/**
 * Wraps an event store port so a test can "kill" the process right after a given event is written:
 * that append succeeds, every append after it throws, until heal(). Reads keep working (they are the
 * next process's view). No hook in the production path: the fault lives in the port the test wraps.
 */
export class CrashSwitch {
  private trigger: string | null = null;
  private crashed: string | null = null;

  crashAfter(eventType: string): void {
    this.trigger = eventType;
    this.crashed = null;
  }

  heal(): void {
    this.trigger = null;
    this.crashed = null;
  }

  wrap(store: EventStore): EventStore {
    return new Proxy(store, {
      get: (target, prop, receiver) => {
        if (prop !== 'append') return Reflect.get(target, prop, receiver);
        return async (stream: string, events: NewEvent[], options: Parameters<EventStore['append']>[2]) => {
          if (this.crashed) throw new SimulatedCrash(this.crashed);
          const result = await target.append(stream, events, options);
          if (this.trigger && events.some((e) => e.type === this.trigger)) this.crashed = this.trigger;
          return result;
        };
      },
    });
  }
}
