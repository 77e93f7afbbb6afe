import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router and the toast swipe need them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof window !== 'undefined' && !('PointerEvent' in window)) {
  class PointerEvent extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  Object.assign(window, { PointerEvent });
}

// Request handlers (MSW) answer the API in component tests; handlers added by a test are reset after it.
import { server } from './testing/server';
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// A find or wait gives up after 10 s, not Testing Library's 1 s: on a loaded machine (six workers on two
// cores) a page's first render and its answered requests can take longer than a second, and a wait
// that succeeds returns as soon as it does. Tests must never depend on the machine's speed.
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 10_000 });
