import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

describe('the admin inbox', () => {
  it('lists conversations with unread counts, opens one (marking it read), and replies with a canned response', async () => {
    signedInAs(admin);
    let unread = 2;
    const replies: unknown[] = [];
    const reads: string[] = [];
    const messages: Array<Record<string, string | null>> = [
      {
        id: 'm1',
        userId: 'u1',
        channel: 'chat',
        direction: 'outgoing',
        message: 'Can I move my booking?',
        adminName: null,
        createdAt: '2026-11-24T15:00:00.000Z',
      },
      {
        id: 'm2',
        userId: 'u1',
        channel: 'sms',
        direction: 'outgoing',
        message: 'Also, clubs?',
        adminName: null,
        createdAt: '2026-11-24T15:01:00.000Z',
      },
    ];
    server.use(
      http.get('/api/admin/support/conversations', () =>
        HttpResponse.json({
          items: [
            {
              conversationKey: 'u1',
              userId: 'u1',
              name: 'Ada Tester',
              phoneNumber: '+12125550123',
              lastMessage: 'Also, clubs?',
              lastFromCustomer: true,
              lastMessageAt: '2026-11-24T15:01:00.000Z',
              unreadCount: unread,
              optedOut: false,
            },
            {
              conversationKey: 'phone:+13105550188',
              userId: null,
              name: null,
              phoneNumber: '+13105550188',
              lastMessage: 'STOP',
              lastFromCustomer: true,
              lastMessageAt: '2026-11-24T14:00:00.000Z',
              unreadCount: 0,
              optedOut: true,
            },
          ],
          total: 2,
          nextCursor: null,
        }),
      ),
      http.get('/api/admin/support/conversations/u1/messages', () =>
        HttpResponse.json({
          conversation: {
            conversationKey: 'u1',
            userId: 'u1',
            name: 'Ada Tester',
            phoneNumber: '+12125550123',
            unreadCount: unread,
          },
          messages,
        }),
      ),
      http.post('/api/admin/support/conversations/u1/read', () => {
        reads.push('u1');
        unread = 0;
        return HttpResponse.json({ success: true });
      }),
      http.post('/api/admin/support/conversations/u1/reply', async ({ request }) => {
        const body = (await request.json()) as { message: string };
        replies.push(body);
        messages.push({
          id: 'm3',
          userId: 'u1',
          channel: 'chat',
          direction: 'incoming',
          message: body.message,
          adminName: 'Avery Tester',
          createdAt: '2026-11-24T15:05:00.000Z',
        });
        return HttpResponse.json({ success: true }, { status: 201 });
      }),
      http.get('/api/admin/canned-responses', () =>
        HttpResponse.json([{ id: 'c1', title: 'Clubs', body: 'Clubs are free to borrow.' }]),
      ),
    );
    await renderPage('/admin/messages');
    const list = await screen.findByRole('list', { name: 'Conversations' }, { timeout: 15_000 });
    expect(within(list).getByRole('button', { name: /Ada Tester/ })).toHaveTextContent('2');
    expect(within(list).getByRole('button', { name: /\+13105550188/ })).toHaveTextContent('texted STOP');

    await userEvent.click(within(list).getByRole('button', { name: /Ada Tester/ }));
    const thread = await screen.findByRole('log', { name: 'Messages with Ada Tester' });
    expect(within(thread).getByText('Also, clubs?').closest('.chat-bubble')).toHaveTextContent('Text message');
    await waitFor(() => expect(reads).toEqual(['u1']));

    await userEvent.selectOptions(screen.getByLabelText('Canned response'), 'c1');
    expect(screen.getByLabelText('Reply')).toHaveValue('Clubs are free to borrow.');
    await userEvent.type(screen.getByLabelText('Reply'), ' See you soon!');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(replies).toEqual([{ message: 'Clubs are free to borrow. See you soon!' }]));
    expect(await within(thread).findByText('Clubs are free to borrow. See you soon!')).toBeInTheDocument();
    expect(screen.getByLabelText('Reply')).toHaveValue('');
  });

  it('previews a template with sample values as it is typed, and saves it', async () => {
    signedInAs(admin);
    const saved: unknown[] = [];
    const template = {
      key: 'verification_code',
      label: 'Sign-in code',
      variables: ['venueName', 'code'],
      body: 'Your {{venueName}} verification code is {{code}}. It expires in 10 minutes.',
      isDefault: true,
      defaultBody: 'Your {{venueName}} verification code is {{code}}. It expires in 10 minutes.',
      preview: '',
    };
    server.use(
      http.get('/api/admin/message-templates', () => HttpResponse.json([template])),
      http.put('/api/admin/message-templates', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json([{ ...template, body: '{{code}} is your code', isDefault: false }]);
      }),
    );
    await renderPage('/admin/message-templates');
    const text = await screen.findByLabelText('Text', {}, { timeout: 15_000 });
    expect(screen.getByTestId('preview-verification_code')).toHaveTextContent(
      'Your Fairway Sim Golf verification code is 482913.',
    );
    await userEvent.clear(text);
    await userEvent.type(text, '{{{{code}} is your code');
    expect(screen.getByTestId('preview-verification_code')).toHaveTextContent('Preview: 482913 is your code');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([{ templates: { verification_code: '{{code}} is your code' } }]));
  });
});
