// What other features may use of the data export: its CSV writer (formula-safe cells) and paging.
export { type CsvColumn, csvCell, csvDocument, paged } from './export-format';
