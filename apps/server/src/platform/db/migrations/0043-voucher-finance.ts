// 支付通 financing (issue 29, domain-lines.md §17.3, §17.5): quotes per product, who pays the interest per financing
// (卖方付息 SUPPLIER, 买方付息 CORE, 协议付息 AGREED with the buyer's share p %), what the issuer is debited at maturity
// beside the face (buyer_charge_fen = buyerInterest + buyerFee, read by the §17.4 debit), and the core's commitment per
// voucher (payer, share, 有效期至).
export const sql = `
ALTER TABLE finance_quote ADD COLUMN product_type TEXT NOT NULL DEFAULT 'CREDIT' CHECK (product_type IN ('CREDIT', 'VOUCHER'));
DROP INDEX finance_quote_band;
CREATE UNIQUE INDEX finance_quote_band ON finance_quote (fi_corp_id, issuer_corp_id, product_type, COALESCE(max_days, 0));

ALTER TABLE finance_app DROP CONSTRAINT finance_app_check;
ALTER TABLE finance_app DROP CONSTRAINT finance_app_interest_payer_check;
ALTER TABLE finance_app ADD COLUMN buyer_share_pct INTEGER NOT NULL DEFAULT 0;
ALTER TABLE finance_app ADD COLUMN buyer_charge_fen BIGINT NOT NULL DEFAULT 0;
UPDATE finance_app SET buyer_share_pct = 100, buyer_charge_fen = interest_fen + service_fee_fen WHERE interest_payer = 'CORE';
-- p: SUPPLIER 0, CORE 100, AGREED 1–99.
ALTER TABLE finance_app ADD CONSTRAINT finance_app_payer_share CHECK (
  (interest_payer = 'SUPPLIER' AND buyer_share_pct = 0) OR (interest_payer = 'CORE' AND buyer_share_pct = 100)
  OR (interest_payer = 'AGREED' AND buyer_share_pct BETWEEN 1 AND 99));
-- §17.6 (2): net + sellerInterest + sellerFee = F and buyerCharge + sellerInterest + sellerFee = interest + fee.
ALTER TABLE finance_app ADD CONSTRAINT finance_app_net CHECK (
  net_fen > 0 AND net_fen <= finance_fen AND buyer_charge_fen >= 0
  AND buyer_charge_fen + (finance_fen - net_fen) = interest_fen + service_fee_fen
  AND (interest_payer <> 'SUPPLIER' OR buyer_charge_fen = 0) AND (interest_payer <> 'CORE' OR net_fen = finance_fen));

ALTER TABLE buyer_paid_credit ADD COLUMN interest_payer TEXT NOT NULL DEFAULT 'CORE' CHECK (interest_payer IN ('CORE', 'AGREED'));
ALTER TABLE buyer_paid_credit ADD COLUMN buyer_share_pct INTEGER NOT NULL DEFAULT 100;
ALTER TABLE buyer_paid_credit ADD COLUMN valid_until TEXT;
ALTER TABLE buyer_paid_credit ADD CONSTRAINT buyer_paid_credit_share CHECK (
  (interest_payer = 'CORE' AND buyer_share_pct = 100) OR (interest_payer = 'AGREED' AND buyer_share_pct BETWEEN 1 AND 99));

-- The commitment's terms as applied for (the director's approval copies them onto buyer_paid_credit).
CREATE TABLE buyer_paid_terms (
  app_no          TEXT PRIMARY KEY REFERENCES application (app_no),
  interest_payer  TEXT NOT NULL CHECK (interest_payer IN ('CORE', 'AGREED')),
  buyer_share_pct INTEGER NOT NULL,
  valid_until     TEXT,
  CHECK ((interest_payer = 'CORE' AND buyer_share_pct = 100) OR (interest_payer = 'AGREED' AND buyer_share_pct BETWEEN 1 AND 99))
);
`;
