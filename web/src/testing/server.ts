import { setupServer } from 'msw/node';

/**
 * One request-handler server for every web component test: a test declares the API answers it needs
 * with `server.use(http.get('/api/...', () => HttpResponse.json(...)))`; any request without a handler
 * fails the test, so a component can never silently depend on an unmocked call.
 */
export const server = setupServer();
