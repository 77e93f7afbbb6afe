import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { formatVenueDateTime } from '@/lib/venue-time';
import {
  pairDevice,
  revokeDevice,
  useBayDevices,
  type BayDeviceView,
  type PairedDeviceAnswer,
} from '../api/bay-devices';

/** Bay Management: one bay's paired screens and agents, with their last contact; pair and revoke. */
export function BayDevices({ bay }: { bay: { id: string; name: string } }) {
  const { data, error, mutate } = useBayDevices(bay.id);
  const [pairing, setPairing] = useState(false);
  const [revoking, setRevoking] = useState<BayDeviceView | null>(null);
  const devices = data?.items ?? [];
  return (
    <section className="card stack" aria-label={`${bay.name} devices`}>
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h3 style={{ margin: 0 }}>{bay.name}</h3>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setPairing(true)}>
          Pair a Device <span className="visually-hidden">with {bay.name}</span>
        </button>
      </div>
      {error ? <p className="alert alert-error">{errorMessage(error)}</p> : null}
      {data && devices.length === 0 ? <p className="muted">No devices paired.</p> : null}
      {devices.length > 0 ? (
        <table className="table">
          <caption className="visually-hidden">{bay.name} devices</caption>
          <thead>
            <tr>
              <th scope="col">Device</th>
              <th scope="col">Paired</th>
              <th scope="col">Last contact</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {devices.map((d) => (
              <tr key={d.deviceId}>
                <th scope="row">
                  {d.name} {d.revoked ? <span className="badge badge-muted">Revoked</span> : null}
                </th>
                <td data-label="Paired">{formatVenueDateTime(d.pairedAt)}</td>
                <td data-label="Last contact">{d.lastContactAt ? formatVenueDateTime(d.lastContactAt) : 'Never'}</td>
                <td data-label="Actions">
                  {d.revoked ? null : (
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => setRevoking(d)}>
                      Revoke <span className="visually-hidden">{d.name}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {pairing ? <PairDialog bay={bay} onClose={() => setPairing(false)} onPaired={() => void mutate()} /> : null}
      {revoking ? (
        <ConfirmDialog
          title={`Revoke ${revoking.name}?`}
          confirmLabel="Revoke Device"
          destructive
          onConfirm={async () => {
            await revokeDevice(bay.id, revoking.deviceId);
            await mutate();
          }}
          onClose={() => setRevoking(null)}
        >
          <p>Its token stops working at once: the screen or agent has to be paired again.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function PairDialog(props: { bay: { id: string; name: string }; onClose: () => void; onPaired: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [paired, setPaired] = useState<PairedDeviceAnswer | null>(null);
  const submit = async () => {
    if (!name.trim()) return setError('Please name the device');
    setBusy(true);
    setError(null);
    try {
      setPaired(await pairDevice(props.bay.id, name.trim()));
      props.onPaired();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  if (paired) return <PairedDevice paired={paired} onClose={props.onClose} />;
  return (
    <Dialog
      title={`Pair a device with ${props.bay.name}`}
      onClose={props.onClose}
      footer={
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void submit()}>
          Pair Device
        </button>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field
          label="Device name"
          value={name}
          maxLength={80}
          onChange={(e) => setName(e.target.value)}
          error={error ?? undefined}
          hint="E.g. Bay screen or Simulator PC."
        />
      </form>
    </Dialog>
  );
}

/** The token, shown this once, with the kiosk link and the agent's command line. */
function PairedDevice({ paired, onClose }: { paired: PairedDeviceAnswer; onClose: () => void }) {
  const origin = window.location.origin;
  const kioskUrl = `${origin}/bay/${paired.deviceId}?token=${encodeURIComponent(paired.token)}`;
  const command = `npm run bay-agent -- --url ${origin} --token ${paired.token}`;
  const copy = (text: string) => void navigator.clipboard?.writeText(text).catch(() => undefined);
  return (
    <Dialog title="Device paired" onClose={onClose} size="lg" testId="paired-device">
      <div className="stack">
        <p className="alert alert-warn">
          Copy the token now: it is shown only this once. Lost it? Revoke the device and pair it again.
        </p>
        {[
          { label: 'Device token', value: paired.token, testId: 'device-token' },
          { label: 'Bay screen link (open it on the bay’s screen)', value: kioskUrl, testId: 'kiosk-url' },
          {
            label: 'Simulator PC agent (dry-run; add --execute to run commands)',
            value: command,
            testId: 'agent-command',
          },
        ].map((row) => (
          <div key={row.testId} className="stack" style={{ gap: 4 }}>
            <strong>{row.label}</strong>
            <code data-testid={row.testId} style={{ wordBreak: 'break-all' }}>
              {row.value}
            </code>
            <div>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => copy(row.value)}>
                Copy <span className="visually-hidden">{row.label}</span>
              </button>
            </div>
          </div>
        ))}
      </div>
    </Dialog>
  );
}
