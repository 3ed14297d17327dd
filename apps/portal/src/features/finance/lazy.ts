// The 融资 screen one hop further: the first route's registry (app/screens.ts) imports only this small module, so the
// preload list of the screen's chunks lives here, not in the first route (design.md §7 byte budget).
export const load = () => import('./routes/finance-screen');
