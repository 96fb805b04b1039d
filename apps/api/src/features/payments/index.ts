/** What other features may use of payments; its other files are its own (eslint.config.js). */
export { type PaymentProvider } from './providers/payment-provider';
export { createPendingOrder, quoteFees } from './order-checkout';
export { paidOrderAnswer } from './registration-order';
export { releaseWithdrawnPlace, type WithdrawalMoney } from './place-ledger';
export { teamFeeState } from './team-fee';
export { sendDueRefunds, sendWithdrawalRefund } from './refund-payment';
export { findCategoryFeesById, replaceCategoryFee } from './category-fee-edit';
export { listAdminOrders } from './admin-payments.service';
export { presentAdminOrder, presentOrdersCsv } from './payments.presenter';
export { adminPaymentRoutes } from './admin-payments.routes';
