import { mailAccount } from '../../adapters/mail-account';
import { suppressionListCsvRows } from '../../domain/email-tools/suppression';
import { defineFileHandler, signedInUser } from '../../http/http-handler';
import { spreadsheetCsvHeader, spreadsheetCsvRows } from '../../platform/spreadsheet-csv';
import { emailToolsRoutes } from './routes';

export const handler = defineFileHandler(emailToolsRoutes.exportSuppressionList, async (input) => {
  const list = await suppressionListCsvRows(signedInUser(input), input.query.reason ?? null, mailAccount());
  return { filename: list.fileName, body: spreadsheetCsvHeader(list.header) + spreadsheetCsvRows(list.rows) };
});
