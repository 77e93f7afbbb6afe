import type { OperationalAlert } from '../system';

export type { OperationalAlert, OperationalAlertKind } from '../system';

/**
 * What GET /api/admin/dashboard and GET /api/admin/alerts answer, as the server builds them and the
 * web reads them (types only: the web bundles nothing from here).
 */

/** Money both ways: integer cents, and the "35.00" string the pages show. */
export interface MoneyFigure {
  cents: number;
  amount: string;
}

/** A live booking in one bay's hour of the grid. */
export interface DashboardCellBooking {
  id: string;
  customerName: string;
  status: string;
  paid: boolean;
}

export interface DashboardCell {
  /** The hour's wall-clock start, HH:MM in the venue's time zone. */
  hour: string;
  count: number;
  bookings: DashboardCellBooking[];
}

export interface DashboardBay {
  id: string;
  name: string;
  isActive: boolean;
  /** One cell per entry of `hours`, in the same order. */
  cells: DashboardCell[];
}

export interface DashboardArrival {
  bookingId: string;
  date: string;
  /** HH:MM, venue time. */
  startTime: string;
  startsAt: string;
  bay: { id: string; name: string };
  userId: string | null;
  customerName: string;
  phoneNumber: string | null;
  paymentStatus: string;
  paid: boolean;
}

/** A headline number an area contributes to the dashboard (a module's `dashboardCards`), shown as a tile. */
export interface DashboardCardView {
  /** Unique among the cards (e.g. 'unclaimed_bag_tags'). */
  key: string;
  label: string;
  /** As shown: "3", "$120.00", "85%". */
  value: string;
  /** The admin page behind it, if any. */
  link?: string;
}

export interface AdminDashboard {
  date: string;
  /** Today in the venue's time zone (the date navigation's "Today"). */
  today: string;
  timezone: string;
  generatedAt: string;
  /** The day's business hours (HH:MM); a close at or before the open is the next morning. */
  openTime: string;
  closeTime: string;
  /** The grid's columns: each hour of the day's business hours, HH:MM. */
  hours: string[];
  bays: DashboardBay[];
  /** Live bookings (confirmed, or held and not expired) in the day's business hours. */
  bookings: number;
  occupancy: { percent: number; bookedMinutes: number; openMinutes: number; activeBays: number };
  revenue: {
    day: MoneyFigure & { date: string };
    /** Monday to Sunday, venue calendar, of the week holding `date`. */
    week: MoneyFigure & { from: string; to: string };
  };
  /** Live bookings starting from now to two hours from now (whatever `date` is shown). */
  arrivals: DashboardArrival[];
  alerts: OperationalAlert[];
  /** The modules' dashboard cards, in their order (after the day's own tiles). */
  cards: DashboardCardView[];
}
