import type { AppContext } from '../../app-context';
import { loadWaiver, setWaiver } from './waiver.commands';

export const DEMO_WAIVER_TEXT = `Release of liability

Golf simulators involve swinging clubs and fast-moving balls. I understand that I play at my own risk, that I will follow the staff's safety instructions, keep a safe distance from other players and check that the bay is clear before every swing.

I release the venue, its owners and staff from liability for injury or loss arising from my use of the bays, except where caused by their negligence. I am responsible for damage I cause to the equipment. Guests under 18 play only with a parent or guardian present.`;

/**
 * A waiver text for the demo venue, once (when none was ever published), not required: the admin's
 * waiver page has something to show and the demo's bookings are not stopped by it.
 */
export async function seedWaiver(ctx: AppContext): Promise<void> {
  if ((await loadWaiver(ctx)).version > 0) return;
  await setWaiver(ctx, { text: DEMO_WAIVER_TEXT, isRequired: false }, 'system');
}
