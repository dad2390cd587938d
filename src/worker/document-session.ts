import type { StageTimer } from '../core/contract/stage-timer';
import type { DocumentModel } from '../core/document/model';
import type { PdfEngine } from '../core/platform/ports';
import { openDocument, type OpenedDocument } from '../core/pipeline/run-job';

/** One opened document: its key, the opened source with its reading, and who is using it. */
interface Session {
  key: string;
  password: string | undefined;
  /** The open (in flight or done); every job on the session awaits the same one. */
  opened: Promise<OpenedDocument>;
  users: number;
  /** Replaced by another document: closed once its last job finishes. */
  retired: boolean;
}

/**
 * The worker's document session: the PDF under review, opened and read once. Detection for the
 * review reads it; search, the custom instruction box and the export (a redact-reviewed job)
 * reuse that reading (OCR words included) instead of opening the file again. One document at a
 * time: opening another retires the previous one, which closes when its last job is done.
 */
export class DocumentSessions {
  private current: Session | undefined;

  constructor(private readonly engine: PdfEngine) {}

  /**
   * Runs `work` on the session for `key`, opening `pdf` as that session first unless it is the
   * current one. The session stays open after `work` for later jobs.
   */
  async use<T>(
    key: string,
    pdf: Uint8Array,
    password: string | undefined,
    timer: StageTimer,
    work: (document: OpenedDocument) => Promise<T>,
  ): Promise<T> {
    const session = this.sessionFor(key, pdf, password, timer);
    session.users++;
    try {
      return await work(await session.opened);
    } finally {
      session.users--;
      if (session.retired && session.users === 0) void this.closeSource(session);
    }
  }

  /** The current session when it is for `key` (and `password`), else a new one opening `pdf`. */
  private sessionFor(
    key: string,
    pdf: Uint8Array,
    password: string | undefined,
    timer: StageTimer,
  ): Session {
    const current = this.current;
    if (current && current.key === key && current.password === password) return current;
    if (current) this.retire(current);
    const opened = openDocument(this.engine, pdf, password, timer).then(
      (source): OpenedDocument => ({ source }),
    );
    const session: Session = { key, password, opened, users: 0, retired: false };
    this.current = session;
    // A document that cannot be opened leaves no session behind.
    opened.catch(() => {
      if (this.current === session) this.current = undefined;
    });
    return session;
  }

  /** The analysed document of the session for `key`, when it has been read (the review's search). */
  async document(key: string): Promise<DocumentModel | undefined> {
    if (this.current?.key !== key) return undefined;
    const opened = await this.current.opened.catch(() => undefined);
    return opened?.reading?.document;
  }

  /** Closes the current session (the review's document was closed). */
  close(): void {
    if (this.current) this.retire(this.current);
    this.current = undefined;
  }

  private retire(session: Session): void {
    session.retired = true;
    if (session.users === 0) void this.closeSource(session);
  }

  private async closeSource(session: Session): Promise<void> {
    const opened = await session.opened.catch(() => undefined);
    await opened?.source.close();
  }
}
