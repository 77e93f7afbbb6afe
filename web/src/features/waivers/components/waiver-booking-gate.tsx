import { useEffect } from 'react';
import type { SlotProps } from '@/lib/slots';
import { useWaiverStatus } from '../api/waiver';
import { WaiverSignPanel } from './waiver-sign-panel';

/**
 * The booking flow's waiver (slot `waivers.booking-gate`): for a signed-in customer who must sign the
 * venue's current waiver, the waiver and its signing in place; it tells the flow whether booking may go
 * on (`onChange`), and again once signed, so the flow continues with the same selection.
 */
export function WaiverBookingGate({ userId, onChange }: SlotProps['waivers.booking-gate']) {
  const { data, error, mutate } = useWaiverStatus(userId);
  // No answer (the call failed): the server still refuses an unsigned booking, with its message.
  const needed = error ? false : data?.needsSignature;
  useEffect(() => {
    if (userId && needed !== undefined) onChange({ userId, needed });
  }, [userId, needed, onChange]);
  if (!userId || !needed) return null;
  return (
    <WaiverSignPanel
      onSigned={() => void mutate({ signedVersion: data?.signedVersion ?? null, needsSignature: false }, true)}
    />
  );
}
