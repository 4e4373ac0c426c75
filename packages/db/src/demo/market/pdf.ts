/**
 * A minimal valid PDF 1.4 (one A4 page, Helvetica, ASCII lines) for the sample fund report files. The
 * cross-reference table holds the real byte offsets, so viewers open it without repairing.
 */
export function buildSamplePdf(lines: string[]): Uint8Array {
  const escape = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const content = ['BT', '/F1 14 Tf', '72 770 Td', '20 TL', ...lines.flatMap((line, i) => (i === 0 ? [`(${escape(line)}) Tj`] : ['T*', `(${escape(line)}) Tj`])), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Title (SPI SAMPLE FUND REPORT) /Producer (SPI demo data) >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is ASCII, so string offsets are byte offsets.
  return new TextEncoder().encode(out);
}
