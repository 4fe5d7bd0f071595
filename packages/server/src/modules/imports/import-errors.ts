import { IMPORT_ERROR_LIST_CAP } from '@mostrador/core';

/** An expected failure of a file: its message becomes the import's error_msg. */
export class ImportFailure extends Error {
  /** Data rows read before failing, when the file got that far. */
  rows?: number;

  /** `cause`: what a library said, for the log (the person reads the message). */
  constructor(message: string, rows?: number, options?: { cause?: unknown }) {
    super(message, options);
    this.rows = rows;
  }
}

/** The import was stopped by a shutdown; it goes back to pending for the next worker. */
export class ImportInterrupted extends Error {
  constructor() {
    super('importacion interrumpida por el cierre del servidor');
  }
}

function shown(value: string): string {
  const oneLine = value.replace(/\s+/g, ' ');
  return oneLine.length > 60 ? `${oneLine.slice(0, 57)}...` : oneLine;
}

export interface RowError {
  row: number;
  column?: string;
  value?: string;
  reason: string;
}

/**
 * The bad rows of one file. Every error is counted; the first IMPORT_ERROR_LIST_CAP are listed by
 * row, column and value, so a file with thousands of mistakes still gives a readable message.
 */
export class RowErrors {
  private readonly listed: RowError[] = [];
  private readonly rows = new Set<number>();
  count = 0;

  add(error: RowError) {
    this.count += 1;
    this.rows.add(error.row);
    if (this.listed.length < IMPORT_ERROR_LIST_CAP) this.listed.push(error);
  }

  message(): string {
    // Checks against the catalogue run after the row checks; the list still reads in row order.
    const lines = [...this.listed]
      .sort((a, b) => a.row - b.row)
      .map((error) => {
        const where =
          error.column === undefined ? `Fila ${error.row}` : `Fila ${error.row}, columna "${error.column}"`;
        const value = error.value === undefined ? '' : `, valor "${shown(error.value)}"`;
        return `${where}${value}: ${error.reason}.`;
      });
    const rest = this.count - this.listed.length;
    const errors = this.count === 1 ? '1 error' : `${this.count} errores`;
    const rows = this.rows.size === 1 ? '1 fila' : `${this.rows.size} filas`;
    return [
      `No se aplico ningun cambio: el archivo tiene ${errors} en ${rows}.`,
      ...lines,
      ...(rest > 0 ? [`... y ${rest} ${rest === 1 ? 'error' : 'errores'} mas.`] : []),
    ].join('\n');
  }
}
