import { chinesePdf, latinPdf } from './sample-pdf';

/**
 * Files for stories, made in the browser: Storybook runs offline, and previews only load http(s) or blob: URLs.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#e6f4ff"/><rect x="40" y="40" width="520" height="320" fill="none" stroke="#0958d9" stroke-width="8"/><text x="300" y="215" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif" font-size="48" text-anchor="middle" fill="#0958d9">发票影像 INVOICE</text></svg>`;

export const imageUrl = () => URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
export const pdfUrl = () => URL.createObjectURL(new Blob([latinPdf('SCF contract preview')], { type: 'application/pdf' }));
/** 中文合同 in a non-embedded Chinese font: pdf.js must load its character map. */
export const chinesePdfUrl = () => URL.createObjectURL(new Blob([chinesePdf('中文合同')], { type: 'application/pdf' }));
