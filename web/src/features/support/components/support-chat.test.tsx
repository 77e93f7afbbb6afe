import { act, fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/components/ui/toast-store';
import { CHAT_POLL_MS } from '../api/support-chat';
import { SupportChat } from './support-chat';

const fetchMock = jest.fn();
const reply = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, statusText: '', text: () => Promise.resolve(JSON.stringify(body)) });

let conversation: unknown[] = [];

async function flush() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  conversation = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation((path: string, init: RequestInit) => {
    if (path === '/api/sms/user-messages/u1') return reply(200, conversation);
    if (path === '/api/sms/user-send') {
      const { message } = JSON.parse(String(init.body));
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
      return reply(201, { success: true });
    }
    return reply(404, {});
  });
  global.fetch = fetchMock as unknown as typeof fetch;
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
    const sent = fetchMock.mock.calls.find(([p]) => p === '/api/sms/user-send')!;
    expect(JSON.parse(sent[1].body).message).toBe('Is Bay 5 free tonight?');
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
    fetchMock.mockImplementation((path: string) =>
      path === '/api/sms/user-send' ? reply(401, { message: 'Please log in to send messages' }) : reply(200, []),
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
