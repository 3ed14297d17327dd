// Issue 26's Medium items. Item 3 (double pledge): each invoice link of a finance package records the application that
// holds it; the funding occupies and a rejection releases only that application's links. Live financings of an
// existing database take their package's links.
export const sql = `
ALTER TABLE trade_data_link ADD COLUMN app_no TEXT REFERENCES application (app_no);
UPDATE trade_data_link l SET app_no = (
    SELECT f.app_no FROM finance_app f JOIN application a ON a.app_no = f.app_no
     WHERE f.package_no = l.package_no AND a.status NOT IN ('REJECTED', 'CANCELLED', 'FI_REJECTED', 'CP_REFUSED') ORDER BY a.created_at LIMIT 1)
 WHERE l.doc_type = 'INVOICE' AND l.occupy_state IN ('RESERVED', 'OCCUPIED');
`;
