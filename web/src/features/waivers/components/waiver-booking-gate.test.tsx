import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { server } from '@/testing/server';
import { WaiverBookingGate } from './waiver-booking-gate';

const TEXT = 'I play at my own risk.';

function serve(options: { signAnswer?: () => Response } = {}) {
  let signed = false;
  let version = 2;
  const bodies: unknown[] = [];
  server.use(
    http.get('/api/waiver', () => HttpResponse.json({ version, text: `${TEXT} (v${version})`, isRequired: true })),
    http.get('/api/waiver/status', () =>
      HttpResponse.json({ signedVersion: signed ? version : null, needsSignature: !signed }),
    ),
    http.post('/api/waiver/sign', async ({ request }) => {
      bodies.push(await request.json());
      if (options.signAnswer) {
        version = 3;
        return options.signAnswer();
      }
      signed = true;
      return HttpResponse.json({ version, signedAt: '2026-12-01T15:00:00.000Z', recorded: true }, { status: 201 });
    }),
  );
  return { bodies };
}

function show() {
  const onChange = jest.fn();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <WaiverBookingGate userId="u1" onChange={onChange} />
    </SWRConfig>,
  );
  return onChange;
}

describe('the waiver in the booking flow', () => {
  it('shows the waiver to a customer who must sign, signs it in place with the name typed, and lets booking go on', async () => {
    const { bodies } = serve();
    const onChange = show();
    expect(await screen.findByText(`${TEXT} (v2)`)).toBeInTheDocument();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ userId: 'u1', needed: true }));

    await userEvent.click(screen.getByRole('button', { name: 'Sign Waiver' }));
    expect(await screen.findByText('Please type your full name to sign the waiver.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.type(screen.getByLabelText('Full name'), '  Ada Tester ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Waiver' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ userId: 'u1', needed: false }));
    expect(bodies).toEqual([{ version: 2, fullName: 'Ada Tester' }]);
    await waitFor(() => expect(screen.queryByTestId('waiver-sign')).not.toBeInTheDocument());
  });

  it('shows the newer version when the waiver changed while the customer read it', async () => {
    const message = 'This waiver has been updated: version 3 is the current one. Please read it and sign again.';
    serve({
      signAnswer: () => HttpResponse.json({ code: 'WAIVER.VERSION_NOT_CURRENT', message }, { status: 409 }),
    });
    const onChange = show();
    await screen.findByText(`${TEXT} (v2)`);
    await userEvent.type(screen.getByLabelText('Full name'), 'Ada Tester');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Waiver' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await screen.findByText(`${TEXT} (v3)`)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalledWith({ userId: 'u1', needed: false });
  });

  it('shows nothing to a customer who has nothing to sign', async () => {
    server.use(http.get('/api/waiver/status', () => HttpResponse.json({ signedVersion: 1, needsSignature: false })));
    const onChange = show();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ userId: 'u1', needed: false }));
    expect(screen.queryByTestId('waiver-sign')).not.toBeInTheDocument();
  });
});
