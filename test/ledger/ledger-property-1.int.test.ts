import { describeLedgerProperty } from './ledger-property';

/** Part 1 of 3 of the ledger's property: random customer sequences keep every reconciliation invariant. */
describeLedgerProperty(1, 3);
