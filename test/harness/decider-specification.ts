import { DeciderSpecification as EmmettDeciderSpecification } from '@event-driven-io/emmett';
import type { Decider } from '../../src/domain/decider';

type AnyEvent = { type: string; data: unknown };

/**
 * Emmett's DeciderSpecification for the repo's deciders: given these events, when this command,
 * then these events / nothing / this error. Two things differ from Emmett 0.42, both stricter:
 * `then` compares the decided events with jest's toEqual, exactly and in order (Emmett's matches them
 * as unordered subsets and throws on any null field), and `thenThrows` takes the message the caller
 * sees (a substring or a pattern) or the error's class, as jest's toThrow does. `decided()` returns the events for the few
 * checks given/when/then cannot say (a field left out, events that feed the next decision),
 * `stream()` the given events followed by the decided ones, and `state()` the state the given events build.
 */
export const DeciderSpecification = {
  for<State, Command, Event extends AnyEvent>(decider: Decider<State, Command, Event>) {
    const emmett = EmmettDeciderSpecification.for<Command, Event, State>(decider);
    return (givenEvents: Event | Event[]) => {
      const history = ([] as Event[]).concat(givenEvents);
      const state = () => history.reduce(decider.evolve, decider.initialState());
      return {
        state,
        when: (command: Command) => {
          const emmettThen = emmett(history).when(command);
          const decided = () => decider.decide(command, state());
          return {
            decided,
            stream: () => [...history, ...decided()],
            then: (expected: Event | Event[]) => expect(decided()).toEqual(([] as Event[]).concat(expected)),
            thenNothingHappened: () => emmettThen.thenNothingHappened(),
            thenThrows: (expected?: string | RegExp | (new (...args: any[]) => Error)) =>
              expected === undefined
                ? emmettThen.thenThrows()
                : typeof expected === 'function'
                  ? emmettThen.thenThrows(expected)
                  : emmettThen.thenThrows((error: Error) =>
                      typeof expected === 'string' ? error.message.includes(expected) : expected.test(error.message),
                    ),
          };
        },
      };
    };
  },
};
