import type { AppContext } from '../../context';
import type { Page } from '../../http/paging';

/** A document as stored: a file of the owner's uploads, with its title and type. */
export interface DocumentRow {
  id: number;
  owner_id: number;
  title: string;
  name: string;
  path: string;
  document_type: string;
  size: number;
  is_public: boolean;
  created_on: Date;
}
const COLUMNS =
  'id::int AS id, owner_id::int AS owner_id, title, name, path, document_type, size, is_public, created_on';

export async function findDocument(ctx: AppContext, id: number): Promise<DocumentRow | undefined> {
  const { rows } = await ctx.db.query<DocumentRow>(`SELECT ${COLUMNS} FROM documents WHERE id = $1`, [id]);
  return rows[0];
}

/** Record an uploaded file (`path`, its store key) as a document of its owner. */
export async function createDocument(
  ctx: AppContext,
  doc: Pick<DocumentRow, 'owner_id' | 'title' | 'name' | 'path' | 'document_type' | 'size' | 'is_public'>,
): Promise<DocumentRow> {
  const { rows } = await ctx.db.query<DocumentRow>(
    `INSERT INTO documents (owner_id, title, name, path, document_type, size, is_public, created_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [doc.owner_id, doc.title, doc.name, doc.path, doc.document_type, doc.size, doc.is_public, ctx.now()],
  );
  return rows[0]!;
}

/** A page of an owner's documents, newest first, and how many there are. */
export async function listDocuments(ctx: AppContext, ownerId: number, page: Page) {
  const count = (
    await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM documents WHERE owner_id = $1', [ownerId])
  ).rows[0]!.n;
  const { rows } = await ctx.db.query<DocumentRow>(
    `SELECT ${COLUMNS} FROM documents WHERE owner_id = $1 ORDER BY created_on DESC, id DESC
      LIMIT ${page.limit} OFFSET ${page.offset}`,
    [ownerId],
  );
  return { count, rows };
}

export async function deleteDocument(ctx: AppContext, id: number): Promise<void> {
  await ctx.db.query('DELETE FROM documents WHERE id = $1', [id]);
}
