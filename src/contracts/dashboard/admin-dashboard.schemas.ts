import { z } from 'zod';
import { operationalAlert } from '../system';
import type { AdminDashboard } from './admin-dashboard';

/**
 * GET /api/admin/dashboard as a zod contract, for the OpenAPI document, checked against AdminDashboard
 * (kept apart from admin-dashboard.ts, which the web imports for its types).
 */
const money = z.object({ cents: z.number().int(), amount: z.string().describe('Money as "35.00"') });

export const adminDashboard = z.object({
  date: z.string(),
  today: z.string(),
  timezone: z.string(),
  generatedAt: z.string(),
  openTime: z.string(),
  closeTime: z.string(),
  hours: z.array(z.string()),
  bays: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      isActive: z.boolean(),
      cells: z.array(
        z.object({
          hour: z.string(),
          count: z.number().int(),
          bookings: z.array(
            z.object({ id: z.string(), customerName: z.string(), status: z.string(), paid: z.boolean() }),
          ),
        }),
      ),
    }),
  ),
  bookings: z.number().int(),
  occupancy: z.object({
    percent: z.number(),
    bookedMinutes: z.number(),
    openMinutes: z.number(),
    activeBays: z.number().int(),
  }),
  revenue: z.object({
    day: money.extend({ date: z.string() }),
    week: money.extend({ from: z.string(), to: z.string() }),
  }),
  arrivals: z.array(
    z.object({
      bookingId: z.string(),
      date: z.string(),
      startTime: z.string(),
      startsAt: z.string(),
      bay: z.object({ id: z.string(), name: z.string() }),
      userId: z.string().nullable(),
      customerName: z.string(),
      phoneNumber: z.string().nullable(),
      paymentStatus: z.string(),
      paid: z.boolean(),
    }),
  ),
  alerts: z.array(operationalAlert),
  cards: z.array(z.object({ key: z.string(), label: z.string(), value: z.string(), link: z.string().optional() })),
}) satisfies z.ZodType<AdminDashboard>;
