import { http, HttpResponse } from 'msw';
import { api } from '@/lib/api-client';
import { server } from './server';

describe('request handlers in component tests', () => {
  it('answer the API calls a test declares', async () => {
    server.use(http.get('/api/bays', () => HttpResponse.json([{ id: 'b1', name: 'Bay 1' }])));
    await expect(api.get('/api/bays')).resolves.toEqual([{ id: 'b1', name: 'Bay 1' }]);
  });
});
