export { WalletStatement } from './WalletStatement';
export type { WalletStatementProps, WalletStatementStatus, WalletStatementTransaction } from './WalletStatement';
export { walletStatementText } from './walletStatementText';
export type { WalletStatementText } from './walletStatementText';
