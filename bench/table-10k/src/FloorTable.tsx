import { fmtMoney, type Invoice } from './data';

// The floor of the page: the first 30 rows as a bare <table>, no table library, no styles. What navigation → first
// row costs before any table code (React, the 10,000 generated rows, the chunk request, a render and a paint).
export default function FloorTable({ rows }: { rows: Invoice[]; virtual?: boolean }) {
  (window as any).__scrollSel = '.floor-scroll';
  return (
    <div className="floor-scroll" style={{ height: 600, overflow: 'auto' }}>
      <table>
        <tbody>
          {rows.slice(0, 30).map((r) => (
            <tr key={r.id}>
              <td>
                {r.id === '1' ? (
                  <span data-first-row elementtiming="first-row">
                    {r.invoiceNo}
                  </span>
                ) : (
                  r.invoiceNo
                )}
              </td>
              <td>{r.supplier}</td>
              <td>{r.buyer}</td>
              <td>{fmtMoney(r.amount, r.currency)}</td>
              <td>{r.dueDate}</td>
              <td>{r.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
