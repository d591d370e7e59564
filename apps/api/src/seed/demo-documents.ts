import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../context';
import { LocalStore } from '../providers/storage/local';

/**
 * A one-page PDF of a few lines of text (Helvetica, A4), written by hand: small, valid and the same
 * every seed. Offsets in the cross-reference table are byte counts, so the text must be ASCII.
 */
function textPdf(lines: readonly string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 56 ${780 - i * 24} Td (${escape(line)}) Tj ET`);
  const stream = text.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

interface DemoAd {
  id: number;
  owner_id: number;
  title: string;
  sub: string | null;
  category: string;
  city: string;
}

/**
 * Private documents on a few demo ads, so a first start shows the feature: a floor plan on flats
 * and houses, a job description on jobs. Each is its owner's document, downloadable by buyers who
 * chat. Once, and only with the embedded store (the files are written into it); returns how many
 * ads got one.
 */
export async function seedDemoDocuments(ctx: AppContext, perCategory = 6): Promise<number> {
  if (ctx.storage.kind !== 'local') return 0;
  // Once: any ad with documents means this has run (or real sellers have some).
  if ((await ctx.db.query('SELECT 1 FROM ad_documents LIMIT 1')).rows.length) return 0;
  const { rows } = await ctx.db.query<DemoAd>(
    `SELECT id::int AS id, owner_id::int AS owner_id, title, sub, category, city FROM (
       SELECT a.id, a.owner_id, a.title, s.slug AS sub, c.slug AS category, a.city,
              row_number() OVER (PARTITION BY c.slug ORDER BY a.id) AS n
         FROM ads a JOIN categories c ON c.id = a.category_id
         LEFT JOIN sub_categories s ON s.id = a.sub_category_id
        WHERE a.status = 'active' AND (s.slug LIKE 'houses-apartments%' OR c.slug = 'Jobs')) x
      WHERE n <= $1 ORDER BY id`,
    [perCategory],
  );
  const root = LocalStore.rootOf(ctx.config);
  for (const ad of rows) {
    const job = ad.category === 'Jobs';
    const name = job ? 'Job-description.pdf' : 'Floor-plan.pdf';
    const key = `documents/${ad.owner_id}/demo-${ad.id}-${name}`;
    const pdf = textPdf(
      job
        ? [
            ad.title,
            `Location: ${ad.city}`,
            'Role: as in the ad. Hours: 9:30 to 6:30, Monday to Saturday.',
            'Demo document',
          ]
        : [
            ad.title,
            `Location: ${ad.city}`,
            'Hall 14 x 12 ft, kitchen 10 x 8 ft, bedrooms 12 x 11 ft.',
            'Demo document',
          ],
    );
    await mkdir(path.join(root, 'documents', String(ad.owner_id)), { recursive: true });
    await writeFile(path.join(root, key), pdf);
    await ctx.db.transaction(async (tx) => {
      const doc = await tx.query<{ id: number }>(
        `INSERT INTO documents (owner_id, title, name, path, document_type, size, is_public, created_on)
         VALUES ($1, $2, $3, $4, 'ad', $5, false, $6) RETURNING id::int AS id`,
        [ad.owner_id, job ? 'Job description' : 'Floor plan', name, key, pdf.length, ctx.now()],
      );
      await tx.query('INSERT INTO ad_documents (ad_id, document_id, position) VALUES ($1, $2, 1)', [
        ad.id,
        doc.rows[0]!.id,
      ]);
    });
  }
  return rows.length;
}
