/** How the audit trail tells this area's events (the module's auditDescribers). */
import { type Describers, type EventData } from '../describe';

export const timeclockDescribers: Describers = {
  ClockedIn: (d, h) => `${h.by} clocked in at ${h.time(String(d.at))}`,
  ClockedOut: (d, h) => `${h.by} clocked out at ${h.time(String(d.at))}`,
  TimeclockEntryCorrected: (d, h) => {
    const b = d.before as EventData;
    const range = (i: unknown, o: unknown) => `${h.time(String(i))} – ${o ? h.time(String(o)) : 'open'}`;
    return `${h.by} corrected ${range(b.clockInTime, b.clockOutTime)} to ${range(d.clockInTime, d.clockOutTime)}`;
  },
};
