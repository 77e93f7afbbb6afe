export interface Decider<State, Command, Event extends { type: string; data: unknown }> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}
