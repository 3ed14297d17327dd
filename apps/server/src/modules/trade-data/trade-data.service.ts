// The trade-data services, one file per kind of record; the routes reach them here.
export { getContract, createContract, pageOfContracts } from './contracts.service';
export { createDocument, pageOfDocuments } from './documents.service';
export { createInvoice, getInvoice, pageOfInvoices } from './invoices.service';
export { createPackage, datumVerdict, getPackage, pageOfPackages } from './packages.service';
export { listBackableCredits, listParties } from './parties.service';
