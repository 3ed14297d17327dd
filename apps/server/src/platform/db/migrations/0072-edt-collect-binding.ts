// 回款专户绑定 (issue 27, domain-lines.md §16.8): each binding or change of an e订通 access's 回款专户, with the bank's
// consent (监管行已同意, recorded by the simulated bank) and how many open orders went back to the core to re-confirm.
export const sql = `
CREATE TABLE edt_collect_binding (
  binding_id        BIGSERIAL PRIMARY KEY,
  access_app_no     TEXT NOT NULL REFERENCES edt_access (app_no),
  from_account_id   TEXT REFERENCES bank_account (account_id),
  to_account_id     TEXT NOT NULL REFERENCES bank_account (account_id),
  consent           TEXT NOT NULL,
  reconfirm_orders  INTEGER NOT NULL CHECK (reconfirm_orders >= 0),
  changed_by        TEXT NOT NULL REFERENCES app_user (user_id),
  business_date     TEXT NOT NULL,
  created_at        BIGINT NOT NULL,
  CHECK (from_account_id IS DISTINCT FROM to_account_id)
);
CREATE INDEX edt_collect_binding_access ON edt_collect_binding (access_app_no, binding_id);

-- §19.9 invariant 4 with the change now built: a confirmed order's 回款账户 still never changes in place; it may only
-- go back to 待确认 without an account (the core confirms again after the access's account changed), and never while a
-- financing is open.
CREATE OR REPLACE FUNCTION edt_order_account_locked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN ('CONFIRMED', 'FINANCING', 'FINANCED', 'OVERDUE') AND NEW.collect_account_id IS DISTINCT FROM OLD.collect_account_id
     AND NOT (OLD.status = 'CONFIRMED' AND NEW.status = 'UNCONFIRMED' AND NEW.collect_account_id IS NULL) THEN
    RAISE EXCEPTION 'edt_order %: the collection account is locked', OLD.order_id;
  END IF;
  RETURN NEW;
END;
$$;
`;
