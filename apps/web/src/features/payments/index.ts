// The payments feature's public face: other features import from here, never a file inside (issue 18).
export { AdminPaymentsPanel } from './components/admin-payments-panel';
export { useStartCheckout } from './use-start-checkout';
export { WithdrawalRefundNote } from './components/withdrawal-refund-note';
export { mainUnits, parseMainUnits } from './money-input';
