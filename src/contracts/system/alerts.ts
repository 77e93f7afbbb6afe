/** The operational alerts the product's areas report on the admin dashboard; a module may report a kind of its own. */
export type OperationalAlertKind =
  | (string & {})
  | 'past_due_memberships'
  | 'failed_sms'
  | 'failed_refunds'
  | 'projections'
  | 'pending_holds'
  | 'open_timeclock'
  | 'ledger_differences'
  | 'card_testing'
  | 'unpaid_tabs';

/** Something an admin should look at: how many, what it is, and the admin page that fixes it. */
export interface OperationalAlert {
  kind: OperationalAlertKind;
  count: number;
  message: string;
  link: string;
}
