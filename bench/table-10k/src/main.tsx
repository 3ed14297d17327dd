import { StrictMode, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { makeInvoices, fmtMoney, type Invoice } from './data';

// Our side of ../shared/peers/table-10k (its main.tsx with our table): ?impl=scf-virtual | scf-plain | floor ; ?n=10000
// (floor: a bare 30-row <table>, what the page costs before any table code)
const params = new URLSearchParams(location.search);
const impl = params.get('impl') ?? 'scf-virtual';
const N = Number(params.get('n') ?? 10000);
const rows = makeInvoices(N);
(window as any).__rows = rows.length;

// load + evaluate the implementation chunk before the measured click
let Impl: ComponentType<{ rows: Invoice[]; virtual?: boolean }> | null = null;
(impl === 'floor' ? import('./FloorTable') : import('./ScfTable')).then((m) => {
  Impl = m.default;
  (window as any).__ready = true;
});

export const cellText = (r: Invoice) => [r.invoiceNo, r.supplier, r.buyer, fmtMoney(r.amount, r.currency), r.dueDate, r.status];

function App() {
  const [show, setShow] = useState(false);
  const done = useRef(false);
  useLayoutEffect(() => {
    if (!show || done.current) return;
    // poll each frame until the first row's text is in the DOM, then wait one more frame (~paint)
    const check = () => {
      const el = document.querySelector('[data-first-row]');
      if (!el) return requestAnimationFrame(check);
      (window as any).__rowsInDom = performance.now();
      requestAnimationFrame(() => {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => {
          (window as any).__afterPaint = performance.now();
        };
        ch.port2.postMessage(0);
      });
    };
    check();
    done.current = true;
  }, [show]);
  return (
    <div style={{ fontFamily: 'system-ui, sans-serif', padding: 16 }}>
      <button
        id="go"
        onClick={() => {
          (window as any).__t0 = performance.now();
          setShow(true);
        }}
      >
        Render {N} rows ({impl})
      </button>
      {show && Impl && <Impl rows={rows} virtual={impl === 'scf-virtual'} />}
    </div>
  );
}
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
