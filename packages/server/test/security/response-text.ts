import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * What a caller can read in a response: the body, or for a spreadsheet the text of every cell
 * (an .xlsx is a zip, so a substring check on its bytes would see nothing).
 */
export async function readableText(res: LightMyRequestResponse): Promise<string> {
  if (!String(res.headers['content-type'] ?? '').startsWith(XLSX) || res.statusCode >= 300) return res.body;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text ?? cell.value)))),
  );
  return cells.join('\n');
}
