/** How the audit trail tells this area's events (the module's auditDescribers). */
import type { Describers } from '../describe';

export const waiverDescribers: Describers = {
  WaiverPublished: (d, h) =>
    `${h.by} published waiver version ${Number(d.version)} (${d.isRequired ? 'required before booking' : 'not required'})`,
  WaiverRequirementChanged: (d, h) =>
    `${h.by} ${d.isRequired ? 'required' : 'stopped requiring'} waiver version ${Number(d.version)} before booking`,
  WaiverSigned: (d, h) =>
    `${String(d.fullName)} signed waiver version ${Number(d.version)} on ${h.time(String(d.signedAt))}${d.ip ? ` from ${String(d.ip)}` : ''}`,
};
