/** How the audit trail tells this area's events (the module's auditDescribers). */
import { type Describers } from '../describe';

const split = (s: unknown) => {
  const b = (s ?? {}) as Record<string, number>;
  return (['loyalty', 'membership', 'general'] as const)
    .filter((k) => Number(b[k]) > 0)
    .map((k) => `${b[k]} ${k}`)
    .join(', ');
};

export const creditsDescribers: Describers = {
  CreditsGranted: (d, h) => `${h.by} added ${Number(d.amount)} ${String(d.bucket)} credits: ${String(d.reason)}`,
  CreditsRevoked: (d, h) => `${h.by} removed ${Number(d.amount)} ${String(d.bucket)} credits: ${String(d.reason)}`,
  CreditsSpent: (d) => `${Number(d.amount)} credits spent (${split(d.from)}): ${String(d.reason)}`,
  CreditsRefunded: (d) => `${Number(d.amount)} credits given back (${split(d.to)}): ${String(d.reason)}`,
};
