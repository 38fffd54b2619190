/** Staff catalogue management (issue 8): products, pictures, bulk import and export. */
export * from './pictures';
export * from './service';
export * from './transfer';
export { fromRow, matchKey, type StaffProduct } from './rows';
