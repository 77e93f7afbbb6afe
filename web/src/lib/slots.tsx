import { createContext, lazy, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import type { AccountSummary } from '@contracts/account/account-summary';
import type { PhoneUser } from './session/phone-user';

/**
 * Widgets one feature shows inside another feature's page. Features never import each other: the page
 * leaves a `<Slot name="…" />`, the feature owning the widget names it in its manifest (`slots`, in
 * features/<area>/routes/index.ts), and the app hands them all down (app/pages.ts, router.tsx).
 */
export interface SlotProps {
  /** My Account's tabs and sections. */
  'calendar.booking-link': { booking: { id: string; date: string; startTime: string } };
  'calendar.feed': object;
  'waitlist.my-entries': object;
  'memberships.panel': object;
  'tournaments.my-entries': { userId: string };
  'loyalty.tab': { summary: AccountSummary };
  'tabs.booking-link': { bookingId: string };
  'tabs.account-tabs': { summary: AccountSummary };
  'staff.employee-week': object;
  /** The booking modal, when the chosen time is taken. */
  'waitlist.notify-me': {
    date: string;
    time: string;
    duration: number;
    bays: Array<{ id: string; name: string; free: boolean }>;
    user: PhoneUser | null;
  };
  /** The payment receipt. */
  'calendar.add-to-calendar': { bookingId: string };
  'door-access.door-code': { bookingId: string };
  'tournaments.entry-scorer-code': { bookingId: string; userId: string };
  /** The home page. */
  'gift-cards.balance-checker': object;
  'loyalty.card': { userId: string };
  'memberships.past-due-warning': object;
  /**
   * The booking flows (booking modal, book online, tournament entry, a waitlist offer): the venue's
   * waiver signed in place (see lib/waiver-gate.ts); `onChange` says
   * whether this customer must sign before paying, and again once they signed.
   */
  'waivers.booking-gate': {
    userId: string | null;
    onChange: (state: { userId: string; needed: boolean }) => void;
  };
  /** An admin page's way into a booking: its detail dialog (as the Bookings page and tee sheet open it). */
  'bookings.admin-booking-link': { bookingId: string; label: string };
  /** Bay Management: a bay's paired screens and agents. */
  'bay-screens.devices': { bay: { id: string; name: string } };
}
export type SlotName = keyof SlotProps;
export type Slots = { [K in SlotName]?: ComponentType<SlotProps[K]> };

const SlotsContext = createContext<Slots>({});

export function SlotsProvider({ slots, children }: { slots: Slots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

/** Whether a feature gives a widget for `name` (an app or a test composed without it gives none). */
export function useHasSlot(name: SlotName): boolean {
  return Boolean(useContext(SlotsContext)[name]);
}

/** The widget another feature gives for `name`, or nothing when none is given. */
export function Slot<K extends SlotName>(props: { name: K } & SlotProps[K]) {
  const { name, ...rest } = props;
  const Widget = useContext(SlotsContext)[name] as ComponentType<SlotProps[K]> | undefined;
  if (!Widget) return null;
  // A lazy widget (lazySlot) shows nothing until its code has loaded; the page around it does not wait.
  return (
    <Suspense fallback={null}>
      <Widget {...(rest as unknown as SlotProps[K])} />
    </Suspense>
  );
}

/**
 * A widget whose code loads when a page first shows its slot, so pages that never show it (the home
 * page) do not download it: `lazySlot(() => import('../components/x'), (m) => m.X)`.
 */
export function lazySlot<P extends object, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  return lazy(() => load().then((m) => ({ default: pick(m) })));
}
