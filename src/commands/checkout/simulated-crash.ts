/** Thrown by the crash fault (tests): the process "dies" at that step without compensating. */
export class SimulatedCrash extends Error {
  constructor(step: string) {
    super(`simulated crash after ${step}`);
  }
}
