import { act, fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/components/ui/toast-store';
import { CHAT_POLL_MS } from './support-chat-api';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import { SupportChat } from './support-chat';

let conversation: unknown[] = [];
let sentMessages: string[] = [];

async function flush() {
  await act(async () => {
    for (let i = 0; i < 50; i++) await Promise.resolve();
  });
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  conversation = [];
  sentMessages = [];
  server.use(
    http.get('/api/sms/user-messages/u1', () => HttpResponse.json(conversation)),
    http.post('/api/sms/user-send', async ({ request }) => {
      const { message } = (await request.json()) as { message: string };
      sentMessages.push(message);
      conversation = [
        ...conversation,
        {
          id: `m${conversation.length}`,
          direction: 'outgoing',
          message,
          adminName: null,
          createdAt: new Date().toISOString(),
        },
      ];
      return HttpResponse.json({ success: true }, { status: 201 });
    }),
  );
});
afterEach(() => {
  act(() => dismissToast());
  jest.useRealTimers();
});

function setup() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SupportChat userId="u1" />
      <Toaster />
    </SWRConfig>,
  );
}

describe('support chat', () => {
  it('sends the trimmed message, never a blank one, and shows it in the conversation', async () => {
    setup();
    await flush();
    const box = screen.getByLabelText('Message');
    fireEvent.change(box, { target: { value: '   ' } });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.change(box, { target: { value: '  Is Bay 5 free tonight?  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await flush();
    expect(sentMessages).toEqual(['Is Bay 5 free tonight?']);
    expect(screen.getByRole('log')).toHaveTextContent('Is Bay 5 free tonight?');
    expect(box).toHaveValue('');
  });

  it('polls every 3 seconds and shows a staff reply with its name', async () => {
    setup();
    await flush();
    conversation = [
      {
        id: 'r1',
        direction: 'incoming',
        message: 'Yes, from 7 PM.',
        adminName: 'Jordan',
        createdAt: new Date().toISOString(),
      },
    ];
    await act(async () => {
      jest.advanceTimersByTime(CHAT_POLL_MS);
    });
    await flush();
    expect(screen.getByRole('log')).toHaveTextContent('Jordan');
    expect(screen.getByRole('log')).toHaveTextContent('Yes, from 7 PM.');
    expect(CHAT_POLL_MS).toBe(3000);
  });

  it("says 'Failed to Send Message' with the server's reason", async () => {
    server.use(
      http.post('/api/sms/user-send', () =>
        HttpResponse.json({ message: 'Please log in to send messages' }, { status: 401 }),
      ),
    );
    setup();
    await flush();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await flush();
    expect(screen.getByText('Failed to Send Message')).toBeInTheDocument();
    expect(screen.getByText('Please log in to send messages')).toBeInTheDocument();
  });
});
