import { describeLedgerProperty } from './ledger-property';

/** Part 2 of 3 of the ledger's property: random customer sequences keep every reconciliation invariant. */
describeLedgerProperty(2, 3);
