// 票据贴现 part B (domain-lines.md §20.3): which package each 提示收票 / 签收 / 撤票 application acts on (one package each;
// the package's open_app_no locks it while the application is open, this row keeps the link after it ends).
export const sql = `
CREATE TABLE bill_app (
  app_no      TEXT PRIMARY KEY REFERENCES application (app_no),
  package_no  TEXT NOT NULL REFERENCES bill_package (package_no)
);
CREATE INDEX bill_app_package ON bill_app (package_no);
`;
