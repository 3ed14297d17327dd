/** The ledger against its model (ledger-model-suite.ts), the first half of its sequences; model-more.test.ts runs the other. */
import { describeLedgerModel } from './ledger-model-suite';

describeLedgerModel('1 of 2', 20);
