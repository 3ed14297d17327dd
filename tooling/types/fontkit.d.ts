// Minimal typings for the part of fontkit 2 we use (the package ships none): a font parsed once and handed to pdfkit,
// which takes a fontkit font wherever it takes font bytes.
declare module 'fontkit' {
  /** A parsed font face; pdfkit lays text out with it and embeds a per-document subset of it. */
  export interface Font {
    readonly postscriptName: string;
    layout(text: string): unknown;
  }
  /** Parses font bytes; `postscriptName` picks one face of a collection (.ttc). */
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
