/** What a staff write changes: the week's shifts, timesheets, timeclock entries and the employee list. */
export const STAFF_KEYS = [
  '/api/admin/shifts',
  '/api/admin/timesheets',
  '/api/admin/timeclock-entries',
  '/api/admin/employees',
];
