import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

describe('the admin queues page', () => {
  it("shows each queue's depth and failures above the board", async () => {
    signedInAs(admin);
    server.use(
      http.get('/api/admin/queues', () =>
        HttpResponse.json({
          mode: 'bullmq',
          message: null,
          boardUrl: '/api/admin/queues/board/',
          queues: [{ name: 'sms-send', waiting: 2, active: 1, delayed: 0, failed: 3 }],
        }),
      ),
    );
    await renderPage('/admin/queues');
    const row = (await screen.findByText('sms-send')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['sms-send', '2', '1', '0', '3']);
    expect(screen.getByTitle('Queue board')).toHaveAttribute('src', '/api/admin/queues/board/');
  });

  it('says the jobs run in-process when there is no Redis', async () => {
    signedInAs(admin);
    server.use(
      http.get('/api/admin/queues', () =>
        HttpResponse.json({
          mode: 'in-process',
          message: 'Jobs run in-process because Redis is not reachable.',
          queues: [],
        }),
      ),
    );
    await renderPage('/admin/queues');
    expect(await screen.findByText('Jobs run in-process because Redis is not reachable.')).toBeInTheDocument();
    expect(screen.queryByTitle('Queue board')).not.toBeInTheDocument();
  });
});
