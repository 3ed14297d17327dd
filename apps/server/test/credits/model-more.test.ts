/** The ledger against its model (ledger-model-suite.ts), the second half of its sequences; model.test.ts runs the first. */
import { describeLedgerModel } from './ledger-model-suite';

describeLedgerModel('2 of 2', 20);
