import type { Describers } from '../describe';

/** Bay screens' events in plain words for the audit trail. */
export const bayScreensDescribers: Describers = {
  BayDevicePaired: (d, h) => `${h.by} paired the device "${String(d.name)}" with ${h.bayName(d.bayId)}`,
  BayDeviceRevoked: (d, h) => `${h.by} revoked a device of ${h.bayName(d.bayId)}`,
  BaySessionStarted: (d, h) => `Session started on ${h.bayName(d.bayId)} (until ${h.time(String(d.endsAt))})`,
  BaySessionFiveMinuteWarning: (d, h) =>
    `Five minutes left on ${h.bayName(d.bayId)} (ends ${h.time(String(d.endsAt))})`,
  BaySessionEnded: (d, h) =>
    `Session ended on ${h.bayName(d.bayId)}${d.reason === 'cancelled' ? ' (the booking was cancelled)' : ''}`,
};
